import {useVirtualScroll} from '@material-react/cdk/scrolling';
import {useId, useState, type KeyboardEvent} from 'react';
import './cdk-scrolling-hook-example.css';

const COUNT = 5000;
const OPTION_HEIGHT = 40;

const SHAPES = ['Hex bolt', 'Washer', 'Wing nut', 'Rivet', 'Wood screw', 'Spring pin', 'Anchor'];
const SIZES = ['M3', 'M4', 'M5', 'M6', 'M8', 'M10'];

/** A made-up but stable part for each option, the same on the server and in the browser. */
function part(index: number): {code: string; name: string} {
  const shape = SHAPES[index % SHAPES.length];
  const size = SIZES[Math.floor(index / SHAPES.length) % SIZES.length];
  return {code: `P-${String(index + 1).padStart(5, '0')}`, name: `${shape} ${size}`};
}

/**
 * @title A long listbox built on the hook
 *
 * `useVirtualScroll` under a listbox of 5,000 parts. Focus stays on the listbox and the keys move
 * the active option by index (arrows, Page Up and Page Down, Home and End), so the keyboard
 * reaches options that are not rendered yet; `scrollToIndex` brings each one into view.
 */
export function CdkScrollingHookExample() {
  const id = useId();
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  // Destructured: React's lint rules would take an object whose property is a ref for a ref.
  const {scrollRef, ...scroll} = useVirtualScroll({
    count: COUNT,
    itemSize: OPTION_HEIGHT,
    initialViewportSize: 320,
  });
  const optionId = (index: number) => `${id}-option-${index}`;
  // Point only at a rendered option: the pointer may have scrolled the active one away.
  const activeRendered = active >= scroll.start && active < scroll.end;

  const moveTo = (index: number) => {
    const next = Math.min(COUNT - 1, Math.max(0, index));
    setActive(next);
    scroll.scrollToIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor(scroll.viewportSize / OPTION_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + page,
      PageUp: active - page,
      Home: 0,
      End: COUNT - 1,
    };
    if (event.key in moves) {
      moveTo(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      setSelected(active);
      scroll.scrollToIndex(active);
    } else {
      return;
    }
    event.preventDefault();
  };

  const rendered = Array.from({length: scroll.end - scroll.start}, (_, offset) => {
    const index = scroll.start + offset;
    const {code, name} = part(index);
    return (
      <div
        key={index}
        id={optionId(index)}
        role="option"
        aria-selected={index === selected}
        aria-posinset={index + 1}
        aria-setsize={COUNT}
        data-active={index === active ? '' : undefined}
        className="cdk-scrolling-hook-option"
        onClick={() => {
          setActive(index);
          setSelected(index);
        }}
      >
        <span className="cdk-scrolling-hook-code">{code}</span>
        {name}
      </div>
    );
  });

  const chosen = selected === null ? null : part(selected);
  return (
    <div className="cdk-scrolling-hook">
      <span id={`${id}-label`} className="cdk-scrolling-hook-label">
        Part
      </span>
      <div
        ref={scrollRef}
        role="listbox"
        aria-labelledby={`${id}-label`}
        aria-activedescendant={activeRendered ? optionId(active) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="cdk-scrolling-hook-listbox"
      >
        <div className="cdk-scrolling-hook-sizer" style={{height: scroll.totalSize}}>
          <div
            className="cdk-scrolling-hook-window"
            style={{transform: `translateY(${scroll.offset}px)`}}
          >
            {rendered}
          </div>
        </div>
      </div>
      <p className="cdk-scrolling-hook-value">
        {chosen ? `Chosen: ${chosen.code}, ${chosen.name}` : 'No part chosen'}
      </p>
    </div>
  );
}
