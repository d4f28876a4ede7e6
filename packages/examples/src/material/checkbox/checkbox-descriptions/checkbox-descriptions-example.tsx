import {Checkbox} from '@material-react/material/checkbox';
import {useId} from 'react';
import './checkbox-descriptions-example.css';

const OPTIONS = [
  {
    name: 'mentions',
    label: 'Mentions',
    description: 'When someone writes your name in a comment or a task.',
    checked: true,
  },
  {
    name: 'digest',
    label: 'Weekly digest',
    description: 'A Monday summary of what changed in your projects.',
    checked: false,
  },
  {
    name: 'security',
    label: 'Security alerts',
    description: 'New sign-ins and password changes. Your organisation keeps these on.',
    checked: true,
    disabled: true,
  },
];

/**
 * @title Checkboxes with a description
 *
 * The label names each option and a line of supporting text explains it. The text is linked to
 * the input with `aria-describedby`, so screen readers read it after the name, and it is indented
 * to line up with the label.
 */
export function CheckboxDescriptionsExample() {
  const id = useId();
  return (
    <fieldset className="checkbox-descriptions">
      <legend className="checkbox-descriptions-legend">Email me about</legend>
      {OPTIONS.map((option) => (
        <div key={option.name} className="checkbox-descriptions-option">
          <Checkbox
            name={option.name}
            defaultChecked={option.checked}
            disabled={option.disabled}
            aria-describedby={`${id}-${option.name}`}
          >
            {option.label}
          </Checkbox>
          {/* Kept at full contrast even for a disabled option: it says why it is disabled. */}
          <p id={`${id}-${option.name}`} className="checkbox-descriptions-text">
            {option.description}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
