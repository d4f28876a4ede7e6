export {FormValue, type FormValueKind, type FormValueProps} from './form-value';
export {useFormReset, type FormAssociatedElement} from './use-form-reset';
