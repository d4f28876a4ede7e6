import {announce} from '../a11y';
import {getDirection} from '../bidi';
import {AutoScroller} from './auto-scroll';
import type {
  DragMode,
  DragSession,
  DropEvent,
  ItemEntry,
  ListEntry,
  PlaceholderSpec,
} from './drag-types';
import {documentOrder, findConnectedLists, listAt, readMargins} from './drop-targets';
import {
  constrainDelta,
  getBoundaryLimits,
  getInsertionIndex,
  type DeltaLimits,
  type DragPosition,
} from './geometry';
import {elementLabel, textLabel, type DragAnnouncementInfo} from './messages';

/** A keyboard step of a picked up item. */
export type KeyboardMove = 'previous' | 'next' | 'first' | 'last' | 'previousList' | 'nextList';

interface PendingFocus {
  itemKey: string;
  data: unknown;
  listId: string;
  index: number;
}

/**
 * The drop lists and items on the page, and the drag under way. Framework-free: components
 * register in effects and subscribe to the session with `useSyncExternalStore`.
 */
export class DragDropRegistry {
  readonly lists = new Map<string, ListEntry>();
  readonly items = new Set<ItemEntry>();
  private session: DragSession | null = null;
  private readonly listeners = new Set<() => void>();
  /** The lists the dragged item may go to, in document order, its own list included. */
  private candidates: ListEntry[] = [];
  private pointerStart: DragPosition = {x: 0, y: 0};
  private lastPointer: DragPosition | null = null;
  private limits: DeltaLimits | null = null;
  private stopListening: (() => void) | null = null;
  private placeholderElement: HTMLElement | null = null;
  private scrollPending = false;
  private pendingFocus: PendingFocus | null = null;
  /** The dragged item's margins, which its placeholder takes. */
  private placeholderMargin = '0px';
  private readonly autoScroller = new AutoScroller(() => this.refreshPointer());

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSession = (): DragSession | null => this.session;

  private setSession(next: DragSession | null): void {
    this.session = next;
    this.listeners.forEach((listener) => listener());
  }

  private update(changes: Partial<DragSession>): void {
    if (!this.session) return;
    const changed = (Object.keys(changes) as Array<keyof DragSession>).some(
      (key) => !Object.is(changes[key], this.session?.[key]),
    );
    if (changed) this.setSession({...this.session, ...changes});
  }

  /** The items of a list in document order. */
  itemsOf(listId: string): ItemEntry[] {
    return [...this.items]
      .filter((item) => item.listId === listId && item.element?.isConnected)
      .sort(documentOrder);
  }

  /** Forgets an item; a drag of it ends without a drop. */
  unregisterItem(item: ItemEntry): void {
    this.items.delete(item);
    if (this.session?.item === item) this.end();
  }

  /** Forgets a list; a drag from or into it ends without a drop. */
  unregisterList(list: ListEntry): void {
    if (this.lists.get(list.id) === list) this.lists.delete(list.id);
    const session = this.session;
    if (session && (session.sourceListId === list.id || session.targetListId === list.id)) {
      this.end();
    }
  }

  /** Starts dragging a list item. Returns whether it started. */
  start(item: ItemEntry, mode: DragMode, pointer?: DragPosition): boolean {
    const source = this.lists.get(item.listId);
    const element = item.element;
    if (this.session || !source || !element) return false;
    if (source.options.disabled || item.options.disabled) return false;
    const items = this.itemsOf(source.id);
    const sourceIndex = items.indexOf(item);
    const rect = element.getBoundingClientRect();
    this.placeholderMargin = readMargins(element);
    this.candidates = findConnectedLists(this.lists.values(), source, {
      data: item.options.data as never,
      element,
      sourceListId: source.id,
    });
    const size = {width: rect.width, height: rect.height};
    const origin = {x: rect.left, y: rect.top};
    this.pointerStart = pointer ?? origin;
    this.lastPointer = pointer ?? null;
    const boundary = item.options.boundary?.current;
    this.limits = boundary ? getBoundaryLimits(rect, boundary.getBoundingClientRect()) : null;
    this.setSession({
      item,
      itemKey: item.key,
      mode,
      sourceListId: source.id,
      sourceIndex,
      targetListId: source.id,
      targetIndex: sourceIndex,
      placeholderBeforeKey: items[sourceIndex + 1]?.key ?? null,
      placeholder: this.placeholderFor(source, size),
      origin,
      size,
      offset: {x: 0, y: 0},
      anchor: {...origin, ...size},
      correction: null,
      pointerOverList: true,
    });
    this.listen(element.ownerDocument);
    if (mode === 'keyboard') this.say('pickedUp');
    return true;
  }

  private placeholderFor(list: ListEntry, size: {width: number; height: number}): PlaceholderSpec {
    return {
      ...size,
      margin: this.placeholderMargin,
      orientation: list.options.orientation,
      className: list.options.placeholderClassName,
    };
  }

  /** Follows the pointer: moves the item and finds the list and place under the pointer. */
  pointerMove(pointer: DragPosition): void {
    const session = this.session;
    if (!session || session.mode !== 'pointer') return;
    this.lastPointer = pointer;
    const offset = constrainDelta(
      {x: pointer.x - this.pointerStart.x, y: pointer.y - this.pointerStart.y},
      session.item.options.lockAxis,
      this.limits,
    );
    const point = {x: this.pointerStart.x + offset.x, y: this.pointerStart.y + offset.y};
    const over = listAt(this.candidates, point);
    const listElement = over?.element;
    if (!over || !listElement) {
      // Outside every list, the placeholder stays where it was last.
      this.update({offset, pointerOverList: false});
      this.autoScroller.stop();
      return;
    }
    const target = over;
    const others = this.othersIn(target.id);
    const direction = getDirection(listElement);
    const rects = others.map((other) => (other.element as HTMLElement).getBoundingClientRect());
    const targetIndex = getInsertionIndex(rects, point, target.options.orientation, direction);
    this.moveTo(target, targetIndex, {offset, pointerOverList: true});
    this.autoScroller.update(target.options.autoScroll ? target : null, point);
  }

  private refreshPointer(): void {
    if (this.lastPointer) this.pointerMove(this.lastPointer);
  }

  /** Moves a picked up item one step with the keyboard. Returns whether the key was used. */
  keyboardMove(move: KeyboardMove): boolean {
    const session = this.session;
    if (!session || session.mode !== 'keyboard') return false;
    let target = this.lists.get(session.targetListId);
    if (!target) return false;
    let index = session.targetIndex;
    const count = this.othersIn(target.id).length;
    if (move === 'previous') index = Math.max(0, index - 1);
    else if (move === 'next') index = Math.min(count, index + 1);
    else if (move === 'first') index = 0;
    else if (move === 'last') index = count;
    else {
      const position = this.candidates.indexOf(target);
      const next = this.candidates[position + (move === 'nextList' ? 1 : -1)];
      if (!next) return true;
      target = next;
      index = Math.min(index, this.othersIn(next.id).length);
    }
    const listChanged = target.id !== session.targetListId;
    if (!listChanged && index === session.targetIndex) return true;
    this.moveTo(target, index, {});
    this.scrollPending = true;
    this.say('moved', {listChanged});
    return true;
  }

  private moveTo(target: ListEntry, targetIndex: number, changes: Partial<DragSession>): void {
    const session = this.session!;
    const others = this.othersIn(target.id);
    const placeholder =
      target.id === session.targetListId
        ? session.placeholder
        : this.placeholderFor(target, session.size);
    this.update({
      ...changes,
      targetListId: target.id,
      targetIndex,
      placeholderBeforeKey: others[targetIndex]?.key ?? null,
      placeholder,
    });
  }

  /** Drops the dragged item where it is: calls the target list's `onDrop`. */
  drop(): void {
    const session = this.session;
    if (!session) return;
    const target = this.lists.get(session.targetListId);
    const info = this.announcementInfo(session, {
      listChanged: session.targetListId !== session.sourceListId,
    });
    const focusTarget = session.item.focusTarget();
    if (focusTarget && focusTarget === focusTarget.ownerDocument.activeElement) {
      this.pendingFocus = {
        itemKey: session.itemKey,
        data: session.item.options.data,
        listId: session.targetListId,
        index: session.targetIndex,
      };
    }
    this.end();
    const event: DropEvent<never> = {
      item: session.item.options.data as never,
      previousIndex: session.sourceIndex,
      currentIndex: session.targetIndex,
      previousListId: session.sourceListId,
      listId: session.targetListId,
      isPointerOverList: session.mode === 'keyboard' || session.pointerOverList,
      mode: session.mode,
    };
    target?.options.onDrop?.(event);
    const messages = this.lists.get(session.sourceListId)?.options.messages;
    if (messages) void announce(messages.dropped(info));
  }

  /** Cancels the drag: the item goes back to where it was and no list is told. */
  cancel(): void {
    const session = this.session;
    if (!session) return;
    const source = this.lists.get(session.sourceListId);
    const info = source
      ? this.announcementInfo(
          {...session, targetListId: session.sourceListId, targetIndex: session.sourceIndex},
          {listChanged: false},
        )
      : null;
    this.end();
    if (source && info) void announce(source.options.messages.cancelled(info));
  }

  private end(): void {
    this.stopListening?.();
    this.stopListening = null;
    this.autoScroller.stop();
    this.candidates = [];
    this.lastPointer = null;
    this.setSession(null);
  }

  /** Records where the item shown at `correction: null` really landed. */
  setCorrection(correction: DragPosition): void {
    this.update({correction});
  }

  /**
   * Called by the placeholder after each render: a keyboard-dragged item is shown where the
   * placeholder is, and kept in view.
   */
  placeholderRendered(element: HTMLElement | null): void {
    this.placeholderElement = element;
    const session = this.session;
    if (!element || session?.mode !== 'keyboard') return;
    if (this.scrollPending) {
      this.scrollPending = false;
      element.scrollIntoView?.({block: 'nearest', inline: 'nearest'});
    }
    const rect = element.getBoundingClientRect();
    const {anchor} = session;
    if (
      rect.left !== anchor.x ||
      rect.top !== anchor.y ||
      rect.width !== anchor.width ||
      rect.height !== anchor.height
    ) {
      this.update({anchor: {x: rect.left, y: rect.top, width: rect.width, height: rect.height}});
    }
  }

  /** Called when a placeholder element goes away. */
  placeholderRemoved(element: HTMLElement | null): void {
    if (this.placeholderElement === element) this.placeholderElement = null;
  }

  /**
   * Gives focus back to a dropped item after its list re-rendered (reordering moves elements,
   * and a transfer makes a new one): the same item if it is still there, else one with the same
   * `data`, else the one at the drop index.
   */
  restoreFocus(listId: string): void {
    const pending = this.pendingFocus;
    if (!pending || pending.listId !== listId) return;
    this.pendingFocus = null;
    const items = this.itemsOf(listId);
    const item =
      [...this.items].find((each) => each.key === pending.itemKey) ??
      (pending.data === undefined
        ? undefined
        : items.find((each) => each.options.data === pending.data)) ??
      items[pending.index];
    const target = item?.focusTarget();
    if (target && target.ownerDocument.activeElement !== target) target.focus();
  }

  private othersIn(listId: string): ItemEntry[] {
    return this.itemsOf(listId).filter((item) => item !== this.session?.item);
  }

  private listen(doc: Document): void {
    const onScroll = () => {
      if (this.session?.mode === 'pointer') this.refreshPointer();
      else this.placeholderRendered(this.placeholderElement);
    };
    const view = doc.defaultView;
    doc.addEventListener('scroll', onScroll, {capture: true, passive: true});
    view?.addEventListener('resize', onScroll);
    this.stopListening = () => {
      doc.removeEventListener('scroll', onScroll, {capture: true});
      view?.removeEventListener('resize', onScroll);
    };
  }

  private announcementInfo(
    session: DragSession,
    {listChanged}: {listChanged: boolean},
  ): DragAnnouncementInfo {
    const target = this.lists.get(session.targetListId);
    const element = session.item.element;
    return {
      label: session.item.options.label ?? textLabel(element),
      position: session.targetIndex + 1,
      count: this.othersIn(session.targetListId).length + 1,
      listLabel: elementLabel(target?.element ?? null),
      listChanged,
    };
  }

  private say(kind: 'pickedUp' | 'moved', {listChanged = false} = {}): void {
    const session = this.session;
    const messages = session && this.lists.get(session.sourceListId)?.options.messages;
    if (!session || !messages) return;
    void announce(messages[kind](this.announcementInfo(session, {listChanged})));
  }
}

/** The registry of the page. */
export const dragDropRegistry = new DragDropRegistry();
