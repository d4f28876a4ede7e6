'use client';

import {useLayoutEffect, useRef} from 'react';
import {useDragSelector} from './drag-drop-context';
import {dragDropRegistry} from './drag-registry';

/**
 * The gap that shows where a dragged item would land, with the item's size and margins. It is
 * hidden from assistive technology: the announcements say where the item is.
 */
export function DragPlaceholder() {
  const spec = useDragSelector((session) => session?.placeholder ?? null);
  const ref = useRef<HTMLDivElement | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    dragDropRegistry.placeholderRendered(element);
    return () => dragDropRegistry.placeholderRemoved(element);
  });

  if (!spec) return null;
  const horizontal = spec.orientation === 'horizontal';
  return (
    <div
      ref={ref}
      aria-hidden="true"
      className={spec.className ? `cdk-drag-placeholder ${spec.className}` : 'cdk-drag-placeholder'}
      data-orientation={spec.orientation}
      style={{
        boxSizing: 'border-box',
        flexShrink: 0,
        height: spec.height,
        width: horizontal ? spec.width : undefined,
        margin: spec.margin,
      }}
    />
  );
}
