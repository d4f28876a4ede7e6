import type {Combobox} from '@material-react/cdk/combobox';
import {Fragment, type ReactNode} from 'react';
import type {
  CollectedAutocompleteOption,
  CollectedAutocompleteSection,
} from './autocomplete-options';

/** Props of {@link AutocompletePanel}. */
export interface AutocompletePanelProps<T> {
  /** The combobox behaviour, which gives the listbox, group and option props. */
  combobox: Combobox;
  /** The options, in runs, grouped or not. */
  sections: CollectedAutocompleteSection<T>[];
  /** Extra class names. */
  className: string | undefined;
}

/**
 * The listbox of an autocomplete, in its overlay pane, which is as wide as the field; the panel
 * fills the pane.
 */
export function AutocompletePanel<T>({combobox, sections, className}: AutocompletePanelProps<T>) {
  const renderOption = (option: CollectedAutocompleteOption<T>): ReactNode => {
    const {className: optionClassName, children} = option.props;
    return (
      <div
        key={option.key}
        {...combobox.getOptionProps(option.key, {disabled: option.disabled})}
        className={
          optionClassName ? `mat-autocomplete-option ${optionClassName}` : 'mat-autocomplete-option'
        }
      >
        <span className="mat-autocomplete-option-text">{children}</span>
      </div>
    );
  };

  return (
    <div
      {...combobox.listboxProps}
      className={className ? `mat-autocomplete-panel ${className}` : 'mat-autocomplete-panel'}
    >
      {sections.map((section) =>
        section.group ? (
          <div
            key={section.key}
            {...combobox.getGroupProps(section.key)}
            className="mat-autocomplete-group"
            data-disabled={section.group.disabled ? '' : undefined}
          >
            <div
              {...combobox.getGroupLabelProps(section.key)}
              className="mat-autocomplete-group-label"
            >
              {section.group.label}
            </div>
            {section.options.map(renderOption)}
          </div>
        ) : (
          <Fragment key={section.key}>{section.options.map(renderOption)}</Fragment>
        ),
      )}
    </div>
  );
}
