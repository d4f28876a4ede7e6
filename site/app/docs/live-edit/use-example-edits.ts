import {useCallback, useEffect, useState, useSyncExternalStore} from 'react';
import {parseEditFragment} from './edit-fragment';
import {decodeEdits} from './edit-link';
import {readStoredEdits, storeEdits, type EditedFiles} from './example-edits';

const getStorage = () => window.localStorage;

/** The edits of the examples on this page, by example id: read from storage once. */
const editsById = new Map<string, EditedFiles | null>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentEdits(exampleId: string): EditedFiles | null {
  if (!editsById.has(exampleId)) editsById.set(exampleId, readStoredEdits(getStorage, exampleId));
  return editsById.get(exampleId)!;
}

function replaceEdits(exampleId: string, edits: EditedFiles | null, {store}: {store: boolean}) {
  editsById.set(exampleId, edits);
  if (store) storeEdits(getStorage, exampleId, edits);
  for (const listener of listeners) listener();
}

/** An example's edits as the page keeps them. */
export interface ExampleEditsState {
  /** The files that differ from the originals, or `null`. */
  edits: EditedFiles | null;
  /** Whether the edits came from the link the page was opened with. */
  fromLink: boolean;
  /** Replaces the edits (`null`: back to the original) and keeps them in storage. */
  setEdits(edits: EditedFiles | null): void;
}

/**
 * The edits of one example: from the page's link (`#<id>?code=…`) if it carries some for this
 * example, else from storage. The server and the hydrating page see none, so the prerendered
 * page always shows the original example. Edits from a link are not stored until the visitor
 * changes them, so opening a link never overwrites the visitor's own edits. Storage that throws
 * is survived: the edits then last as long as the page.
 */
export function useExampleEdits(exampleId: string): ExampleEditsState {
  const edits = useSyncExternalStore(
    subscribe,
    () => currentEdits(exampleId),
    () => null,
  );
  const [fromLink, setFromLink] = useState(false);

  useEffect(() => {
    const link = parseEditFragment(window.location.hash);
    if (link?.exampleId !== exampleId) return;
    let cancelled = false;
    void decodeEdits(link.code).then((decoded) => {
      if (cancelled || !decoded) return;
      replaceEdits(exampleId, decoded, {store: false});
      setFromLink(true);
    });
    return () => {
      cancelled = true;
    };
  }, [exampleId]);

  const setEdits = useCallback(
    (next: EditedFiles | null) => replaceEdits(exampleId, next, {store: true}),
    [exampleId],
  );
  return {edits, fromLink, setEdits};
}
