/**
 * A `matchMedia` for tests (jsdom has none) that understands width and orientation queries and
 * fires `change` events when the fake viewport is resized. Not part of the public API.
 */
export interface FakeMedia {
  /** The fake `matchMedia`. */
  matchMedia: (query: string) => MediaQueryList;
  /** Resizes the fake viewport and notifies the queries whose result changed. */
  resize: (width: number, height?: number) => void;
}

function evaluate(query: string, width: number, height: number): boolean {
  return query.split(',').some((alternative) =>
    alternative.split(/\band\b/).every((condition) => {
      const match = /\(\s*([a-z-]+)\s*:\s*([a-z0-9.]+?)(px)?\s*\)/.exec(condition.trim());
      if (!match) return false;
      const [, feature, value] = match;
      if (feature === 'min-width') return width >= Number(value);
      if (feature === 'max-width') return width <= Number(value);
      if (feature === 'orientation') return (height >= width ? 'portrait' : 'landscape') === value;
      return false;
    }),
  );
}

/** Creates a fake viewport of the given size and a `matchMedia` that reads it. */
export function createFakeMedia(initialWidth = 1024, initialHeight = 768): FakeMedia {
  let width = initialWidth;
  let height = initialHeight;
  const lists: Array<{list: MediaQueryList; listeners: Set<(event: Event) => void>}> = [];

  const matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: Event) => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query, width, height);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: Event) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: Event) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: Event) => void) => listeners.add(listener),
      removeListener: (listener: (event: Event) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.push({list, listeners});
    return list;
  };

  const resize = (nextWidth: number, nextHeight = height) => {
    const before = lists.map(({list}) => list.matches);
    width = nextWidth;
    height = nextHeight;
    lists.forEach(({list, listeners}, index) => {
      if (list.matches !== before[index])
        listeners.forEach((listener) => listener(new Event('change')));
    });
  };

  return {matchMedia, resize};
}
