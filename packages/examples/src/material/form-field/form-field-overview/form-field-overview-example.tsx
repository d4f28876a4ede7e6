import {FormField, Input} from '@material-react/material/form-field';
import './form-field-overview-example.css';

/** @title Filled and outlined form fields */
export function FormFieldOverviewExample() {
  return (
    <div className="form-field-overview">
      <FormField label="First name" hint="As on your passport">
        <Input autoComplete="given-name" />
      </FormField>
      <FormField label="Last name" appearance="outline" hint="As on your passport">
        <Input autoComplete="family-name" />
      </FormField>
    </div>
  );
}
