import type {Combobox} from '@material-react/cdk/combobox';
import {useComposedRefs} from '@material-react/cdk/slot';
import {Fragment, useLayoutEffect, useRef, type ReactNode} from 'react';
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
  /** The element the panel lines up with; the panel is as wide. */
  anchor: Element | null;
  /** Extra class names. */
  className: string | undefined;
}

/** The listbox of an autocomplete, in its overlay pane, as wide as the field. */
export function AutocompletePanel<T>({
  combobox,
  sections,
  anchor,
  className,
}: AutocompletePanelProps<T>) {
  const panel = useRef<HTMLDivElement | null>(null);
  const panelRef = useComposedRefs<HTMLDivElement>(panel, combobox.listboxProps.ref);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !anchor) return;
    const match = () => {
      element.style.width = `${anchor.getBoundingClientRect().width}px`;
    };
    match();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(match);
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchor]);

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
      ref={panelRef}
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
