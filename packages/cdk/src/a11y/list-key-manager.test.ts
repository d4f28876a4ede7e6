import {afterEach, describe, expect, it, vi} from 'vitest';
import {ListKeyManager, type ListKeyManagerOptions} from './list-key-manager';

interface Item {
  label: string;
  disabled?: boolean;
}

const FRUITS: Item[] = [
  {label: 'Apple'},
  {label: 'Apricot', disabled: true},
  {label: 'Banana'},
  {label: 'Blueberry'},
  {label: 'Cherry'},
];

function createManager(options: ListKeyManagerOptions<Item> = {}, items = FRUITS) {
  const onActiveItemChange = vi.fn();
  const manager = new ListKeyManager(() => items, {
    skipPredicate: (item) => !!item.disabled,
    getLabel: (item) => item.label,
    onActiveItemChange,
    ...options,
  });
  return {manager, onActiveItemChange};
}

const press = (manager: ListKeyManager<Item>, key: string) => manager.onKeydown({key});

describe('ListKeyManager', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves down and up, skipping disabled items', () => {
    const {manager, onActiveItemChange} = createManager();
    expect(press(manager, 'ArrowDown')).toBe(true);
    expect(manager.activeItem?.label).toBe('Apple');
    press(manager, 'ArrowDown');
    expect(manager.activeItem?.label).toBe('Banana');
    press(manager, 'ArrowUp');
    expect(manager.activeItem?.label).toBe('Apple');
    expect(onActiveItemChange).toHaveBeenLastCalledWith(FRUITS[0], 0);
  });

  it('stops at the ends unless it wraps', () => {
    const {manager} = createManager();
    manager.setLastItemActive();
    press(manager, 'ArrowDown');
    expect(manager.activeItem?.label).toBe('Cherry');

    const wrapping = createManager({wrap: true}).manager;
    wrapping.setLastItemActive();
    press(wrapping, 'ArrowDown');
    expect(wrapping.activeItem?.label).toBe('Apple');
    press(wrapping, 'ArrowUp');
    expect(wrapping.activeItem?.label).toBe('Cherry');
  });

  it('goes to the first and last enabled items with Home and End', () => {
    const items = [{label: 'x', disabled: true}, ...FRUITS, {label: 'y', disabled: true}];
    const {manager} = createManager({}, items);
    press(manager, 'End');
    expect(manager.activeItem?.label).toBe('Cherry');
    press(manager, 'Home');
    expect(manager.activeItem?.label).toBe('Apple');
  });

  it('finds items by typed text, skipping disabled ones and cycling on a repeated letter', () => {
    vi.useFakeTimers();
    const {manager} = createManager();
    press(manager, 'b');
    expect(manager.activeItem?.label).toBe('Banana');
    press(manager, 'b');
    expect(manager.activeItem?.label).toBe('Blueberry');
    vi.advanceTimersByTime(500);
    press(manager, 'a');
    // Apricot starts with "a" too but is disabled.
    expect(manager.activeItem?.label).toBe('Apple');
    vi.advanceTimersByTime(500);
    press(manager, 'c');
    press(manager, 'h');
    expect(manager.activeItem?.label).toBe('Cherry');
  });

  it('matches a longer query against the active item first', () => {
    vi.useFakeTimers();
    const {manager} = createManager();
    press(manager, 'b');
    press(manager, 'l');
    expect(manager.activeItem?.label).toBe('Blueberry');
    vi.advanceTimersByTime(500);
    manager.setActiveItem(2);
    press(manager, 'b');
    press(manager, 'a');
    expect(manager.activeItem?.label).toBe('Banana');
  });

  it('ignores keys it does not use and modified keys', () => {
    const {manager} = createManager();
    expect(press(manager, 'Enter')).toBe(false);
    expect(press(manager, 'ArrowRight')).toBe(false);
    expect(manager.onKeydown({key: 'ArrowDown', ctrlKey: true})).toBe(false);
    expect(manager.activeIndex).toBe(-1);
  });

  it('uses Left and Right when horizontal, mirrored for right-to-left text', () => {
    const {manager} = createManager({orientation: 'horizontal'});
    expect(press(manager, 'ArrowDown')).toBe(false);
    press(manager, 'ArrowRight');
    press(manager, 'ArrowRight');
    expect(manager.activeItem?.label).toBe('Banana');

    manager.configure({direction: 'rtl'});
    press(manager, 'ArrowRight');
    expect(manager.activeItem?.label).toBe('Apple');
  });

  it('lets a caller record the active item without a change report', () => {
    const {manager, onActiveItemChange} = createManager();
    manager.updateActiveItem(FRUITS[3]!);
    expect(manager.activeIndex).toBe(3);
    expect(onActiveItemChange).not.toHaveBeenCalled();
    press(manager, 'ArrowDown');
    expect(manager.activeItem?.label).toBe('Cherry');
  });
});
