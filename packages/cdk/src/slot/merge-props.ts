import type {CSSProperties} from 'react';
import {joinIds} from '../core/id-lists';

/** A bag of element props, as passed to `createElement`. */
export type AnyProps = Record<string, unknown>;

const EVENT_HANDLER = /^on[A-Z]/;

/** Props whose values are space-separated id lists and are joined rather than replaced. */
const ID_LIST_PROPS = new Set(['aria-describedby']);

type Handler<E> = ((event: E) => void) | undefined;

/**
 * Composes two event handlers into one. `first` runs first; `second` runs afterwards unless
 * `first` called `event.preventDefault()`, which is how a consumer opts out of built-in behaviour.
 */
export function composeEventHandlers<E extends {defaultPrevented: boolean}>(
  first: Handler<E>,
  second: Handler<E>,
): (event: E) => void {
  return (event: E) => {
    first?.(event);
    if (!event.defaultPrevented) second?.(event);
  };
}

/**
 * Merges the props a wrapper wants on an element (`base`) with the element's own props
 * (`overrides`):
 *
 * - `className` values are concatenated and `style` objects merged (the override wins per property);
 * - event handlers are composed, the override's handler first, then the base handler unless the
 *   event's default was prevented;
 * - `aria-describedby` id lists are joined;
 * - any other defined override value replaces the base value; `undefined` never does.
 *
 * Refs are not props here: compose them with {@link composeRefs}.
 */
export function mergeProps(base: AnyProps, overrides: AnyProps): AnyProps {
  const merged: AnyProps = {...base};
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const baseValue = merged[key];
    if (baseValue === undefined || baseValue === null) {
      merged[key] = value;
    } else if (
      EVENT_HANDLER.test(key) &&
      typeof value === 'function' &&
      typeof baseValue === 'function'
    ) {
      merged[key] = composeEventHandlers(
        value as Handler<{defaultPrevented: boolean}>,
        baseValue as Handler<{defaultPrevented: boolean}>,
      );
    } else if (key === 'className') {
      merged[key] = [baseValue, value].filter(Boolean).join(' ');
    } else if (key === 'style') {
      merged[key] = {...(baseValue as CSSProperties), ...(value as CSSProperties)};
    } else if (ID_LIST_PROPS.has(key)) {
      merged[key] = joinIds(String(baseValue), String(value)) ?? '';
    } else {
      merged[key] = value;
    }
  }
  return merged;
}
