import checkIcon from '@material-symbols/svg-400/outlined/check.svg?raw';
import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {Icon} from '../icon';
import type {CollectedOption, CollectedSection} from './select-options';

/** Props of {@link SelectPanel}. */
export interface SelectPanelProps<T> {
  /** The select's id, which option ids start with. */
  id: string;
  /** The listbox's id. */
  listboxId: string;
  /** The options, grouped. */
  sections: CollectedSection<T>[];
  /** Whether several options can be chosen. */
  multiple: boolean;
  /** The index of the active option, or -1. */
  activeIndex: number;
  /** Whether an option is chosen. */
  isSelected: (option: CollectedOption<T>) => boolean;
  /** The ids that name the listbox. */
  labelledBy: string | undefined;
  /** The label of the listbox, when it has no labelling element. */
  label: string | undefined;
  /** Extra class names. */
  className: string | undefined;
  /** Called when an option is clicked. */
  onChoose: (option: CollectedOption<T>) => void;
  /** Called when the pointer moves over an option. */
  onHover: (option: CollectedOption<T>) => void;
}

/** The listbox of a select, in its overlay pane. */
export function SelectPanel<T>({
  id,
  listboxId,
  sections,
  multiple,
  activeIndex,
  isSelected,
  labelledBy,
  label,
  className,
  onChoose,
  onHover,
}: SelectPanelProps<T>) {
  const listbox = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const option = listbox.current?.querySelector<HTMLElement>('[data-active]');
    // jsdom has no scrollIntoView.
    option?.scrollIntoView?.({block: 'nearest'});
  }, [activeIndex]);

  const renderOption = (option: CollectedOption<T>): ReactNode => {
    const selected = isSelected(option);
    const {className: optionClassName, children} = option.props;
    return (
      <div
        key={option.index}
        id={`${id}-option-${option.index}`}
        role="option"
        aria-selected={selected}
        aria-disabled={option.disabled || undefined}
        data-active={option.index === activeIndex ? '' : undefined}
        data-selected={selected ? '' : undefined}
        data-disabled={option.disabled ? '' : undefined}
        className={optionClassName ? `mat-option ${optionClassName}` : 'mat-option'}
        onClick={() => {
          if (!option.disabled) onChoose(option);
        }}
        onPointerMove={() => {
          if (option.index !== activeIndex) onHover(option);
        }}
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
      ref={listbox}
      id={listboxId}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-multiselectable={multiple || undefined}
      className={className ? `mat-select-panel ${className}` : 'mat-select-panel'}
      // Focus stays on the trigger while the pointer picks options.
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
    >
      {sections.map((section, sectionIndex) =>
        section.group ? (
          <div
            key={`group-${sectionIndex}`}
            role="group"
            aria-labelledby={`${id}-group-${sectionIndex}`}
            className="mat-optgroup"
            data-disabled={section.group.disabled ? '' : undefined}
          >
            <div className="mat-optgroup-label" id={`${id}-group-${sectionIndex}`}>
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
