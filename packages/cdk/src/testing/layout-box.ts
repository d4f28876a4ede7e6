/** A layout box: where an element is and how big, in pixels. */
export interface LayoutBox {
  /** The distance from the viewport's left edge. */
  x: number;
  /** The distance from the viewport's top edge. */
  y: number;
  /** The width, in pixels. */
  width: number;
  /** The height, in pixels. */
  height: number;
}

/**
 * Gives an element a layout box, which a test DOM such as jsdom does not compute: its
 * `getBoundingClientRect()` and its offset and client sizes report `box` until the element is
 * given another one. Use it to test code that measures elements, such as overlay positioning.
 */
export function setLayoutBox(element: Element, box: LayoutBox): void {
  const rect = {
    ...box,
    top: box.y,
    left: box.x,
    right: box.x + box.width,
    bottom: box.y + box.height,
  };
  Object.defineProperty(element, 'getBoundingClientRect', {
    configurable: true,
    value: () => ({...rect, toJSON: () => rect}),
  });
  Object.defineProperties(element, {
    offsetWidth: {configurable: true, get: () => box.width},
    offsetHeight: {configurable: true, get: () => box.height},
    clientWidth: {configurable: true, get: () => box.width},
    clientHeight: {configurable: true, get: () => box.height},
  });
}
