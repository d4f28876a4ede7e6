import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {collectChildren, textOfNode} from './index';

interface ItemProps {
  value: string;
  children?: ReactNode;
  textValue?: string;
  disabled?: boolean;
}
function Item(_props: ItemProps) {
  return null;
}
interface GroupProps {
  label: string;
  children?: ReactNode;
  disabled?: boolean;
}
function Group(_props: GroupProps) {
  return null;
}
const collect = (children: ReactNode) =>
  collectChildren<ItemProps, GroupProps>(children, {item: Item, group: Group});

describe('textOfNode', () => {
  it('joins the strings and numbers inside elements, fragments and arrays', () => {
    expect(
      textOfNode(
        <>
          Apple <b>pie</b> {['x', 2]}
          {false}
          {null}
        </>,
      ),
    ).toBe('Apple pie x2');
  });

  it('finds no text in what a component draws itself', () => {
    expect(textOfNode(<Item value="a" />)).toBe('');
    expect(textOfNode(undefined)).toBe('');
  });
});

describe('collectChildren', () => {
  it('reads items in order, through fragments, in runs around groups', () => {
    const {sections, items} = collect(
      <>
        <Item value="a">Apple</Item>
        <>
          <Item value="b" key="banana" textValue="Banana (ripe)">
            <i>Banana</i>
          </Item>
        </>
        <Group label="Berries" disabled>
          <Item value="c">Cherry</Item>
        </Group>
        <Item value="d" disabled>
          Date
        </Item>
        text and <span>other elements</span> are skipped
      </>,
    );
    expect(items.map((item) => [item.index, item.props.value, item.text, item.disabled])).toEqual([
      [0, 'a', 'Apple', false],
      [1, 'b', 'Banana (ripe)', false],
      [2, 'c', 'Cherry', true],
      [3, 'd', 'Date', true],
    ]);
    expect(items.map((item) => item.key)).toEqual([null, 'banana', null, null]);
    expect(
      sections.map((section) => [
        section.index,
        section.group?.label ?? null,
        section.items.map((item) => item.props.value),
      ]),
    ).toEqual([
      [0, null, ['a', 'b']],
      [1, 'Berries', ['c']],
      [2, null, ['d']],
    ]);
    // The sections hold the very items of the flat list.
    expect(sections[1]!.items[0]).toBe(items[2]);
  });

  it('reads only top-level items without a group type', () => {
    const {sections, items} = collectChildren<ItemProps, GroupProps>(
      [
        <Item key="1" value="a" />,
        <Group key="2" label="G">
          <Item value="b" />
        </Group>,
      ],
      {item: Item},
    );
    expect(items.map((item) => item.props.value)).toEqual(['a']);
    expect(items[0]!.key).toBe('1');
    expect(sections).toHaveLength(1);
  });

  it('reads nothing from no children', () => {
    expect(collect(null)).toEqual({sections: [], items: []});
  });
});
