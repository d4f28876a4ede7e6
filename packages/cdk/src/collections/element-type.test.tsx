import {createElement, lazy, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {collectChildren} from './collect-children';
import {elementType, isElementOf} from './element-type';

function Item(props: {value: string; children?: ReactNode}) {
  return <div>{props.children}</div>;
}

function Other() {
  return null;
}

/**
 * An element as a Server Component hands it to a client component: its type is a lazy reference
 * to the component, resolved once the component's module has loaded.
 */
async function lazyReferenceTo<P extends object>(component: (props: P) => ReactNode) {
  const reference = lazy(async () => ({default: component}));
  const payload = reference as unknown as {_payload: unknown; _init(payload: unknown): unknown};
  // The first read starts the load and throws the promise React would wait on.
  try {
    payload._init(payload._payload);
  } catch (loading) {
    await loading;
  }
  return reference;
}

describe('elementType and isElementOf', () => {
  it('see through the lazy type of an element a Server Component made', async () => {
    const LazyItem = await lazyReferenceTo(Item);
    const element = createElement(LazyItem, {value: 'a'});
    expect(element.type).not.toBe(Item);
    expect(elementType(element)).toBe(Item);
    expect(isElementOf(element, Item)).toBe(true);
    expect(isElementOf(element, Other)).toBe(false);
    expect(isElementOf(<Item value="b" />, Item)).toBe(true);
    expect(isElementOf('text', Item)).toBe(false);
  });

  it('let a collection read items a Server Component passed as children', async () => {
    const LazyItem = await lazyReferenceTo(Item);
    const collection = collectChildren(
      [
        createElement(LazyItem, {key: 'a', value: 'a'}, 'Apple'),
        <Item key="b" value="b">
          Pear
        </Item>,
      ],
      {item: Item},
    );
    expect(collection.items.map((item) => [item.props.value, item.text])).toEqual([
      ['a', 'Apple'],
      ['b', 'Pear'],
    ]);
  });
});
