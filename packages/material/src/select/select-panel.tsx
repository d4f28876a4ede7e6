import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import type {SelectAria} from '@material-react/cdk/combobox';
import type {ReactNode} from 'react';
import {Icon} from '../icon';
import type {CollectedOption, CollectedSection} from './select-options';

/** Props of {@link SelectPanel}. */
export interface SelectPanelProps<T> {
  /** The select behaviour, which gives the listbox, group and option props. */
  select: SelectAria;
  /** The options, grouped. */
  sections: CollectedSection<T>[];
  /** Whether several options can be chosen. */
  multiple: boolean;
  /** Whether an option is chosen. */
  isSelected: (option: CollectedOption<T>) => boolean;
  /** Extra class names. */
  className: string | undefined;
}

/** The listbox of a select, in its overlay pane. */
export function SelectPanel<T>({
  select,
  sections,
  multiple,
  isSelected,
  className,
}: SelectPanelProps<T>) {
  const renderOption = (option: CollectedOption<T>): ReactNode => {
    const selected = isSelected(option);
    const {className: optionClassName, children} = option.props;
    return (
      <div
        key={option.index}
        {...select.getOptionProps(option.index)}
        className={optionClassName ? `mat-option ${optionClassName}` : 'mat-option'}
      >
        {multiple && (
          <span className="mat-option-checkbox" aria-hidden="true">
            {selected && <Icon svg={checkIcon} size={18} />}
          </span>
        )}
        <span className="mat-option-text">{children}</span>
        {!multiple && selected && <Icon className="mat-option-check" svg={checkIcon} />}
      </div>
    );
  };

  return (
    <div
      {...select.listboxProps}
      className={className ? `mat-select-panel ${className}` : 'mat-select-panel'}
    >
      {sections.map((section) =>
        section.group ? (
          <div
            key={`group-${section.index}`}
            {...select.getGroupProps(section.index)}
            className="mat-optgroup"
            data-disabled={section.group.disabled ? '' : undefined}
          >
            <div className="mat-optgroup-label" {...select.getGroupLabelProps(section.index)}>
              {section.group.label}
            </div>
            {section.items.map(renderOption)}
          </div>
        ) : (
          section.items.map(renderOption)
        ),
      )}
    </div>
  );
}
