'use client';

import {createContext, use, useSyncExternalStore, type ReactNode} from 'react';
import {parseDirection, type Direction} from './direction';

const DirectionContext = createContext<Direction | null>(null);

/** Props of {@link DirectionProvider}. */
export interface DirectionProviderProps {
  /** The text direction of everything inside. */
  dir: Direction;
  /** The content laid out in that direction. */
  children?: ReactNode;
}

/**
 * Says which text direction the components inside it are laid out in, for those that read it
 * while rendering with {@link useDirection}. It renders no element: put a matching `dir`
 * attribute on an element of yours (or on `<html>`) so the browser lays the text out the same
 * way.
 *
 * ```tsx
 * <DirectionProvider dir="rtl">
 *   <div dir="rtl">…</div>
 * </DirectionProvider>
 * ```
 */
export function DirectionProvider({dir, children}: DirectionProviderProps) {
  return <DirectionContext value={dir}>{children}</DirectionContext>;
}

function subscribeToDocumentDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {attributes: true, attributeFilter: ['dir']});
  return () => observer.disconnect();
}

const documentDirection = () => parseDirection(document.documentElement.getAttribute('dir'));
const serverDirection = (): Direction => 'ltr';

/**
 * The text direction to render for: the nearest {@link DirectionProvider}'s, else the `dir` of
 * the document's `<html>` element, followed as it changes. On the server, and while hydrating,
 * without a provider it is `ltr`: wrap a right-to-left app in a provider so that the server
 * renders it right to left too.
 */
export function useDirection(): Direction {
  const provided = use(DirectionContext);
  const fromDocument = useSyncExternalStore(
    subscribeToDocumentDirection,
    documentDirection,
    serverDirection,
  );
  return provided ?? fromDocument;
}
