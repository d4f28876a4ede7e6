export {Radio, type RadioProps} from './radio';
export {RadioGroup, type RadioGroupProps} from './radio-group';
