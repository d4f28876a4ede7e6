/** The files of an example as a visitor edited them: file name to source text. */
export type EditedFiles = Readonly<Record<string, string>>;

/** The `localStorage` key of an example's edits (a JSON object of file name to source). */
export function editsStorageKey(exampleId: string): string {
  return `docs-example-edits:${exampleId}`;
}

/** Whether a value is an object of file names to source text (stored data is not trusted). */
export function isEditedFiles(value: unknown): value is EditedFiles {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([, code]) => typeof code === 'string');
}

/**
 * The files that differ from the originals, or `null` when none does. Files the example does not
 * have are dropped: an edit never adds a file.
 */
export function changedFiles(
  originals: EditedFiles,
  files: EditedFiles,
): Record<string, string> | null {
  const changed: Record<string, string> = {};
  for (const [name, code] of Object.entries(files)) {
    if (Object.hasOwn(originals, name) && originals[name] !== code) changed[name] = code;
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

/** The example's files with the edits laid over the originals. */
export function withEdits(originals: EditedFiles, edits: EditedFiles | null): EditedFiles {
  return edits ? {...originals, ...changedFiles(originals, edits)} : originals;
}

/**
 * The edits kept for an example, or `null`. Storage that throws or holds something else gives
 * `null`.
 */
export function readStoredEdits(getStorage: () => Storage, exampleId: string): EditedFiles | null {
  try {
    const stored = getStorage().getItem(editsStorageKey(exampleId));
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isEditedFiles(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Keeps an example's edits (the files that differ from the originals), or forgets them for
 * `null`. Returns whether storage took it; a page whose storage throws keeps the edits for as
 * long as it is open.
 */
export function storeEdits(
  getStorage: () => Storage,
  exampleId: string,
  edits: EditedFiles | null,
): boolean {
  try {
    if (edits) getStorage().setItem(editsStorageKey(exampleId), JSON.stringify(edits));
    else getStorage().removeItem(editsStorageKey(exampleId));
    return true;
  } catch {
    return false;
  }
}

/** Forgets an example's edits. */
export function clearStoredEdits(getStorage: () => Storage, exampleId: string): void {
  try {
    getStorage().removeItem(editsStorageKey(exampleId));
  } catch {
    // Nothing was kept where storage cannot be reached.
  }
}
