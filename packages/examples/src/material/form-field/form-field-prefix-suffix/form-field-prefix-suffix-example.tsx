import {IconButton} from '@material-react/material/button';
import {FormField, Input} from '@material-react/material/form-field';
import {Icon} from '@material-react/material/icon';
import search from '@material-symbols/svg-400/outlined/search.svg?raw';
import visibility from '@material-symbols/svg-400/outlined/visibility.svg?raw';
import visibilityOff from '@material-symbols/svg-400/outlined/visibility_off.svg?raw';
import {useState} from 'react';
import './form-field-prefix-suffix-example.css';

/** @title Form fields with prefixes and suffixes */
export function FormFieldPrefixSuffixExample() {
  const [showPassword, setShowPassword] = useState(false);
  return (
    <div className="form-field-prefix-suffix">
      <FormField label="Search" prefix={<Icon svg={search} />}>
        <Input type="search" />
      </FormField>
      <FormField label="Price" appearance="outline" prefix="€" suffix=".00">
        <Input inputMode="numeric" />
      </FormField>
      <FormField
        label="Password"
        suffix={
          <IconButton
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <Icon svg={showPassword ? visibilityOff : visibility} />
          </IconButton>
        }
      >
        <Input type={showPassword ? 'text' : 'password'} autoComplete="current-password" />
      </FormField>
    </div>
  );
}
