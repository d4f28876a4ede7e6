// @vitest-environment node
import {renderToString} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import {DragHandle} from './drag-handle';
import {Draggable} from './draggable';
import {DropList} from './drop-list';

describe('drag and drop during server rendering', () => {
  it('renders a list of focusable, described items without a document', () => {
    expect(typeof document).toBe('undefined');
    const error = vi.spyOn(console, 'error');
    const html = renderToString(
      <DropList id="tasks" aria-label="Tasks" orientation="horizontal">
        <Draggable>Buy milk</Draggable>
        <Draggable disabled>Walk the dog</Draggable>
      </DropList>,
    );
    expect(html).toMatch(
      /^<div role="list" aria-label="Tasks" id="tasks" class="cdk-drop-list" data-orientation="horizontal">/,
    );
    const instructions = html.match(/<span id="([^"]+)" class="cdk-visually-hidden">To move/);
    expect(instructions).not.toBeNull();
    expect(html).toContain(
      `<div role="listitem" tabindex="0" aria-describedby="${instructions![1]}" class="cdk-drag">Buy milk</div>`,
    );
    expect(html).toContain(
      '<div role="listitem" class="cdk-drag" data-disabled="">Walk the dog</div>',
    );
    expect(html).not.toContain('cdk-drag-placeholder');
    expect(error).not.toHaveBeenCalled();
  });

  it('renders a free item at its position, with a handle', () => {
    const html = renderToString(
      <Draggable defaultPosition={{x: 12, y: -4}}>
        <DragHandle aria-label="Move the card" />
        Card
      </Draggable>,
    );
    expect(html).toContain('style="transform:translate3d(12px, -4px, 0)"');
    expect(html).toMatch(
      /<button type="button" aria-label="Move the card" aria-describedby="[^"]+" class="cdk-drag-handle">/,
    );
    expect(html).toContain('class="cdk-visually-hidden"');
  });
});
