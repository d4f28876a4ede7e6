import {useListNavigation} from '@material-react/cdk/a11y';
import {composeEventHandlers, useComposedRefs} from '@material-react/cdk/slot';
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import {Step, type StepProps} from './step';
import {DEFAULT_LABELS, StepHeader, type StepperLabels} from './step-header';
import {StepperContext, type StepperApi} from './stepper-context';
import {useStepperState, type StepSettings} from './stepper-state';
import './stepper.css';

/** How the steps are laid out: headers in a row above the content, or stacked with it. */
export type StepperOrientation = 'horizontal' | 'vertical';

/** Where a horizontal stepper puts each step's label: after its circle, or under it. */
export type StepLabelPosition = 'end' | 'bottom';

/** Props of {@link Stepper}. */
export interface StepperProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role' | 'defaultValue' | 'onChange'
> {
  /**
   * The steps: {@link Step} elements, directly or in arrays. Other children are ignored, and so
   * is a `Step` wrapped in a component of yours.
   */
  children?: ReactNode;
  /**
   * Whether the headers are a row above the selected step's content (`horizontal`), or a column
   * with each step's content under its header (`vertical`, for narrow spaces and long forms).
   * @default 'horizontal'
   */
  orientation?: StepperOrientation;
  /**
   * Whether the steps must be done in order: a step can be selected only when the steps before
   * it are valid (or optional), checked with each step's `isValid`.
   * @default false
   */
  linear?: boolean;
  /** The index of the selected step (controlled). */
  selectedIndex?: number;
  /**
   * The index of the step selected first (uncontrolled).
   * @default 0
   */
  defaultSelectedIndex?: number;
  /** Called with the index of the step the user selects, by its header or with next/previous. */
  onSelectedIndexChange?: (index: number) => void;
  /**
   * Where a horizontal stepper puts the labels: after the circles, or centred under them.
   * Vertical steppers always put them after.
   * @default 'end'
   */
  labelPosition?: StepLabelPosition;
  /** The words the stepper shows or reads out, to translate them. */
  labels?: Partial<StepperLabels>;
  /** The accessible name of the stepper (of its tab list when horizontal). */
  'aria-label'?: string;
  /** The id of an element that names the stepper (its tab list when horizontal). */
  'aria-labelledby'?: string;
  /** A ref to the stepper's root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

interface StepEntry {
  key: string;
  props: StepProps;
}

function collectSteps(children: ReactNode): StepEntry[] {
  return Children.toArray(children)
    .filter(
      (child): child is ReactElement<StepProps> => isValidElement(child) && child.type === Step,
    )
    .map((child) => ({key: String(child.key), props: child.props}));
}

function toSettings({key, props}: StepEntry): StepSettings {
  return {
    key,
    optional: !!props.optional,
    editable: props.editable !== false,
    isValid: props.isValid !== false,
    completed: props.completed,
    hasError: props.hasError,
  };
}

/**
 * Scrolls the row of headers, not the page, so that a header is in view, with a little of its
 * neighbour as a hint that there is more.
 */
function scrollHeaderIntoView(header: HTMLElement | null | undefined): void {
  const row = header?.parentElement;
  if (!header || !row || row.scrollWidth <= row.clientWidth) return;
  const view = row.getBoundingClientRect();
  const rect = header.getBoundingClientRect();
  const margin = 24;
  // scrollLeft moves the content the same way in both text directions.
  if (rect.left < view.left) row.scrollLeft -= view.left - rect.left + margin;
  else if (rect.right > view.right) row.scrollLeft += rect.right - view.right + margin;
}

/**
 * A Material stepper: a workflow split into numbered steps, with headers joined by lines and the
 * content of the selected step. Steps complete as the user moves on; a `linear` stepper keeps the
 * user on a step until it is valid. Move between steps with the headers, or with `StepperNext`,
 * `StepperPrevious` and `useStepper()` inside a step's content.
 *
 * Horizontal headers follow the WAI-ARIA tabs pattern (a `tablist` of `tab`s controlling
 * `tabpanel`s); vertical headers are buttons, the selected one `aria-current="step"`, each above
 * its content `region`. Either way the headers are one tab stop, moved with the arrow keys, Home
 * and End, and Enter or Space selects.
 *
 * ```tsx
 * <Stepper aria-label="Checkout" linear>
 *   <Step label="Address" isValid={address !== ''}>…<StepperNext /></Step>
 *   <Step label="Payment">…</Step>
 * </Stepper>
 * ```
 */
export function Stepper({
  children,
  orientation = 'horizontal',
  linear = false,
  selectedIndex,
  defaultSelectedIndex = 0,
  onSelectedIndexChange,
  labelPosition = 'end',
  labels: labelsProp,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  onKeyDown,
  ref,
  ...props
}: StepperProps) {
  const steps = collectSteps(children);
  const state = useStepperState({
    steps: steps.map(toSettings),
    linear,
    selectedIndex,
    defaultSelectedIndex,
    onSelectedIndexChange,
  });
  const {selected} = state;
  const vertical = orientation === 'vertical';
  const labels = {...DEFAULT_LABELS, ...labelsProp};

  const baseId = useId();
  const ids = (index: number) => ({
    header: `${baseId}-header-${index}`,
    label: `${baseId}-label-${index}`,
    description: `${baseId}-description-${index}`,
    content: `${baseId}-content-${index}`,
  });

  const navigation = useListNavigation({
    itemSelector: `[data-stepper-header="${baseId}"]`,
    orientation,
    wrap: true,
    typeahead: false,
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, rootRef, navigation.ref);

  // The one header in the Tab order: the focused one while focus is on the headers (the arrow
  // keys move focus without selecting), else the selected one.
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const tabStop = focusedIndex !== null && focusedIndex < steps.length ? focusedIndex : selected;

  // When the content that had focus is hidden by a change of step, focus goes to the new
  // step's header rather than being lost to the page.
  const shownIndex = useRef(selected);
  useLayoutEffect(() => {
    const before = shownIndex.current;
    shownIndex.current = selected;
    if (before === selected) return;
    const document = rootRef.current?.ownerDocument;
    const active = document?.activeElement;
    const hidden = document?.getElementById(`${baseId}-content-${before}`);
    if (active && hidden?.contains(active)) {
      document?.getElementById(`${baseId}-header-${selected}`)?.focus();
    }
  }, [selected, baseId]);

  // A row of headers wider than the stepper scrolls: keep the selected one in view.
  useEffect(() => {
    if (vertical) return;
    const document = rootRef.current?.ownerDocument;
    scrollHeaderIntoView(document?.getElementById(`${baseId}-header-${selected}`));
  }, [selected, vertical, baseId]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Only the headers navigate: arrow keys in a step's fields are theirs.
    const target = event.target as Element;
    if (target.getAttribute('data-stepper-header') === baseId) navigation.onKeyDown(event);
  };

  const handleHeaderBlur = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget as Element | null;
    if (next?.getAttribute('data-stepper-header') !== baseId) setFocusedIndex(null);
  };

  const api: Omit<StepperApi, 'stepIndex'> = {
    selectedIndex: selected,
    stepCount: steps.length,
    next: state.next,
    previous: state.previous,
    select: state.select,
    reset: state.reset,
    getStepStatus: state.status,
  };

  const header = (entry: StepEntry, index: number) => (
    <StepHeader
      key={entry.key}
      ids={ids(index)}
      ownerId={baseId}
      index={index}
      step={entry.props}
      status={state.status(index)}
      selected={index === selected}
      vertical={vertical}
      tabStop={index === tabStop}
      labels={labels}
      onClick={() => state.select(index)}
      onFocus={() => setFocusedIndex(index)}
      onBlur={handleHeaderBlur}
    />
  );

  const content = (entry: StepEntry, index: number) => {
    const active = index === selected;
    const {className: contentClass, children: stepChildren} = entry.props;
    return (
      <div
        key={entry.key}
        id={ids(index).content}
        role={vertical ? 'region' : 'tabpanel'}
        aria-labelledby={entry.props['aria-label'] ? ids(index).header : ids(index).label}
        hidden={!active}
        className={contentClass ? `mat-stepper-content ${contentClass}` : 'mat-stepper-content'}
      >
        <StepperContext value={{...api, stepIndex: index}}>{stepChildren}</StepperContext>
      </div>
    );
  };

  const rootClassName = ['mat-stepper', `mat-stepper-${orientation}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      {...props}
      ref={composedRef}
      role={vertical ? 'group' : undefined}
      aria-label={vertical ? ariaLabel : undefined}
      aria-labelledby={vertical ? ariaLabelledBy : undefined}
      className={rootClassName}
      data-orientation={orientation}
      data-label-position={vertical ? undefined : labelPosition}
      data-linear={linear ? '' : undefined}
      onKeyDown={composeEventHandlers(onKeyDown, handleKeyDown)}
    >
      {vertical ? (
        steps.map((entry, index) => (
          <div
            key={entry.key}
            className="mat-step"
            data-selected={index === selected ? '' : undefined}
          >
            {header(entry, index)}
            <div className="mat-stepper-vertical-content-container">{content(entry, index)}</div>
          </div>
        ))
      ) : (
        <>
          <div
            className="mat-stepper-header-container"
            role="tablist"
            aria-label={ariaLabel}
            aria-labelledby={ariaLabelledBy}
          >
            {steps.flatMap((entry, index) => [
              ...(index > 0
                ? [
                    <div
                      key={`${entry.key}-line`}
                      className="mat-stepper-horizontal-line"
                      aria-hidden="true"
                    />,
                  ]
                : []),
              header(entry, index),
            ])}
          </div>
          <div className="mat-stepper-content-container">{steps.map(content)}</div>
        </>
      )}
    </div>
  );
}
