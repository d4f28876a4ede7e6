export {FormField, type FormFieldAppearance, type FormFieldProps} from './form-field';
export {FormFieldContext, useFormField, type FormFieldContextValue} from './form-field-context';
export {Input, Textarea, type InputProps, type TextareaProps} from './input';
