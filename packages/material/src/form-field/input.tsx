'use client';

import {composeEventHandlers, joinIds, useComposedRefs} from '@material-react/cdk/slot';
import {useEffect, useLayoutEffect, useRef, useState, type Ref} from 'react';
import {useFormField} from './form-field-context';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface ControlProps {
  id?: string;
  disabled?: boolean;
  required?: boolean;
  placeholder?: string;
  value?: unknown;
  defaultValue?: unknown;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}

/**
 * Connects a native text control to the surrounding `FormField`: ids, description, validity,
 * required and disabled state, and whether it has a value (which floats the label).
 */
function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(props: ControlProps) {
  const field = useFormField();
  const element = useRef<E | null>(null);
  const controlled = props.value !== undefined;
  const hasPlaceholder = !!props.placeholder;
  const setHasValue = field?.setHasValue;
  const registerContainerClick = field?.registerContainerClick;

  const isFilled = (value: unknown) => hasPlaceholder || (value ?? '') !== '';
  // Known from the props at first, so server-rendered HTML already floats the label.
  const [uncontrolledFilled, setUncontrolledFilled] = useState(() => isFilled(props.defaultValue));
  const filled = controlled ? isFilled(props.value) : uncontrolledFilled;

  const sync = () => {
    const node = element.current;
    if (!node || controlled) return;
    setUncontrolledFilled(isFilled(node.value));
  };

  // Also catches values the browser restored or filled in before hydration.
  useIsomorphicLayoutEffect(sync);
  useIsomorphicLayoutEffect(() => {
    setHasValue?.(filled);
  }, [setHasValue, filled]);

  const setCustomControlId = field?.setCustomControlId;
  useIsomorphicLayoutEffect(() => {
    setCustomControlId?.(props.id);
    return () => setCustomControlId?.(undefined);
  }, [setCustomControlId, props.id]);

  useEffect(
    () => registerContainerClick?.(() => element.current?.focus()),
    [registerContainerClick],
  );

  // A form's reset puts an uncontrolled value back once its listeners have run: read it then.
  useEffect(() => {
    const form = element.current?.form;
    if (!form) return;
    const handleReset = () => queueMicrotask(sync);
    form.addEventListener('reset', handleReset);
    return () => form.removeEventListener('reset', handleReset);
  });

  const controlProps = {
    id: props.id ?? field?.controlId,
    disabled: props.disabled ?? field?.disabled,
    required: props.required ?? field?.required,
    'aria-describedby': joinIds(field?.describedBy, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    'data-filled': filled ? '' : undefined,
  };
  return {element, controlProps, sync};
}

/** Props of {@link Input}. */
export interface InputProps extends React.InputHTMLAttributes<HTMLInputElement> {
  /** A ref to the `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native `<input>` styled for a `FormField`, which gives it its id, label, description and
 * state. Every native attribute works; use it controlled (`value`) or uncontrolled.
 *
 * ```tsx
 * <FormField label="Name"><Input name="name" autoComplete="name" /></FormField>
 * ```
 */
export function Input({className, onInput, ref, ...props}: InputProps) {
  const {element, controlProps, sync} = useTextControl<HTMLInputElement>(props);
  const composedRef = useComposedRefs(ref, element);
  return (
    <input
      {...props}
      {...controlProps}
      ref={composedRef}
      className={className ? `mat-input ${className}` : 'mat-input'}
      onInput={composeEventHandlers(onInput, sync)}
    />
  );
}

/** Fits a textarea's height to its content, between a number of rows. */
function resizeTextarea(node: HTMLTextAreaElement, minRows: number, maxRows: number | undefined) {
  const computed = getComputedStyle(node);
  const lineHeight = parseFloat(computed.lineHeight) || 24;
  const padding =
    (parseFloat(computed.paddingTop) || 0) + (parseFloat(computed.paddingBottom) || 0);
  node.style.height = 'auto';
  const min = minRows * lineHeight + padding;
  const max = maxRows === undefined ? Infinity : maxRows * lineHeight + padding;
  node.style.height = `${Math.min(max, Math.max(min, node.scrollHeight))}px`;
  node.style.overflowY = node.scrollHeight > max ? 'auto' : 'hidden';
}

/** Props of {@link Textarea}. */
export interface TextareaProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  /**
   * Whether the textarea grows and shrinks with its content, between `minRows` and `maxRows`.
   * @default false
   */
  autosize?: boolean;
  /**
   * The fewest rows an autosized textarea shows.
   * @default 1
   */
  minRows?: number;
  /** The most rows an autosized textarea grows to before it scrolls. No limit by default. */
  maxRows?: number;
  /** A ref to the `<textarea>` element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A native `<textarea>` styled for a `FormField`. With `autosize` its height follows its content
 * between `minRows` and `maxRows`.
 *
 * ```tsx
 * <FormField label="Comment"><Textarea autosize minRows={2} maxRows={6} /></FormField>
 * ```
 */
export function Textarea({
  autosize = false,
  minRows = 1,
  maxRows,
  className,
  onInput,
  rows,
  style,
  ref,
  ...props
}: TextareaProps) {
  const {element, controlProps, sync} = useTextControl<HTMLTextAreaElement>(props);
  const composedRef = useComposedRefs(ref, element);

  const resize = () => {
    if (autosize && element.current) resizeTextarea(element.current, minRows, maxRows);
  };

  // Runs after every render, so a controlled value set from outside also resizes it.
  useIsomorphicLayoutEffect(resize);

  return (
    <textarea
      {...props}
      {...controlProps}
      ref={composedRef}
      rows={rows ?? (autosize ? minRows : undefined)}
      style={style}
      data-autosize={autosize ? '' : undefined}
      className={className ? `mat-input mat-textarea ${className}` : 'mat-input mat-textarea'}
      onInput={composeEventHandlers(onInput, () => {
        sync();
        resize();
      })}
    />
  );
}
