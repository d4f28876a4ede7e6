import type {ListEntry} from './drag-types';
import {getAutoScrollSpeed, type DragPosition} from './geometry';

/**
 * Scrolls a scrolling list, one step an animation frame, while a pointer drag is near one of its
 * edges, and reports each step so the drag can find its place again.
 */
export class AutoScroller {
  private list: ListEntry | null = null;
  private speed = 0;
  private frame: number | null = null;

  constructor(private readonly onScrolled: () => void) {}

  /** Looks at where the pointer is over the list the item is in (or `null` for none). */
  update(list: ListEntry | null, point: DragPosition): void {
    const element = list?.element;
    if (!list || !element || !canScroll(element, list.options.orientation)) {
      this.stop();
      return;
    }
    this.list = list;
    this.speed = getAutoScrollSpeed(
      element.getBoundingClientRect(),
      point,
      list.options.orientation,
    );
    if (this.speed === 0) this.stop();
    else this.frame ??= requestAnimationFrame(this.step);
  }

  /** Stops scrolling. */
  stop(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.speed = 0;
    this.list = null;
  }

  private readonly step = () => {
    this.frame = null;
    const element = this.list?.element;
    if (!this.list || !element || this.speed === 0) return;
    const vertical = this.list.options.orientation === 'vertical';
    const before = vertical ? element.scrollTop : element.scrollLeft;
    if (vertical) element.scrollTop += this.speed;
    else element.scrollLeft += this.speed;
    // At the end of the list: wait for the pointer to move again.
    if ((vertical ? element.scrollTop : element.scrollLeft) === before) return;
    this.onScrolled();
    // onScrolled calls update() again, which asks for the next frame while scrolling goes on.
  };
}

function canScroll(
  element: HTMLElement,
  orientation: ListEntry['options']['orientation'],
): boolean {
  return orientation === 'vertical'
    ? element.scrollHeight > element.clientHeight
    : element.scrollWidth > element.clientWidth;
}
