import {describe, expect, it} from 'vitest';
import {
  changedFiles,
  clearStoredEdits,
  editsStorageKey,
  readStoredEdits,
  storeEdits,
  withEdits,
} from './example-edits';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const throwing = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

const originals = {'a-example.tsx': 'export const A = 1;', 'a-example.css': '.a {}'};

describe('example edits', () => {
  it('keeps only the files that differ, and none when nothing does', () => {
    expect(changedFiles(originals, {...originals, 'a-example.css': '.a {color: red}'})).toEqual({
      'a-example.css': '.a {color: red}',
    });
    expect(changedFiles(originals, originals)).toBeNull();
    // An edit never adds a file.
    expect(changedFiles(originals, {'other.ts': 'x'})).toBeNull();
  });

  it('lays edits over the originals', () => {
    expect(withEdits(originals, {'a-example.tsx': 'B'})).toEqual({
      'a-example.tsx': 'B',
      'a-example.css': '.a {}',
    });
    expect(withEdits(originals, null)).toBe(originals);
    expect(withEdits(originals, {'stray.ts': 'x'})).toEqual(originals);
  });

  it('stores, reads and forgets the edits of one example', () => {
    const storage = memoryStorage();
    expect(storeEdits(() => storage, 'a', {'a-example.tsx': 'B'})).toBe(true);
    expect(storage.getItem(editsStorageKey('a'))).toBe('{"a-example.tsx":"B"}');
    expect(readStoredEdits(() => storage, 'a')).toEqual({'a-example.tsx': 'B'});
    expect(readStoredEdits(() => storage, 'b')).toBeNull();
    storeEdits(() => storage, 'a', null);
    expect(readStoredEdits(() => storage, 'a')).toBeNull();
    storeEdits(() => storage, 'a', {'a-example.tsx': 'C'});
    clearStoredEdits(() => storage, 'a');
    expect(storage.length).toBe(0);
  });

  it('ignores stored data that is not edited files', () => {
    const storage = memoryStorage();
    for (const bad of ['not json', '[]', '{}', '{"a.tsx": 3}', 'null']) {
      storage.setItem(editsStorageKey('a'), bad);
      expect(readStoredEdits(() => storage, 'a')).toBeNull();
    }
  });

  it('survives storage that throws', () => {
    expect(readStoredEdits(throwing, 'a')).toBeNull();
    expect(storeEdits(throwing, 'a', {'a-example.tsx': 'B'})).toBe(false);
    expect(() => clearStoredEdits(throwing, 'a')).not.toThrow();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(storeEdits(() => full, 'a', {'a-example.tsx': 'B'})).toBe(false);
  });
});
