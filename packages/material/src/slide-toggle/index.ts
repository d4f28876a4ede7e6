export {SlideToggle, type SlideToggleProps} from './slide-toggle';
