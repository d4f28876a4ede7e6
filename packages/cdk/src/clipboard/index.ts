export {copyText, copyWithTextarea} from './copy-text';
export {CopyToClipboard, type CopyToClipboardProps} from './copy-to-clipboard';
export {useClipboard, type UseClipboardOptions, type UseClipboardResult} from './use-clipboard';
