import {useListNavigation} from '@material-react/cdk/a11y';
import {DirectionProvider, useDirection, type Direction} from '@material-react/cdk/bidi';
import {useState} from 'react';
import './cdk-bidi-keyboard-example.css';

const STYLES = ['Bold', 'Italic', 'Underline', 'Strikethrough'] as const;
type TextStyle = (typeof STYLES)[number];

/**
 * @title Arrow keys that follow the direction
 *
 * A toolbar navigated with `useListNavigation`. ArrowRight moves to the next button in a
 * left-to-right layout and ArrowLeft does in a right-to-left one, so the keys always go the way
 * the buttons are laid out.
 */
export function CdkBidiKeyboardExample() {
  const [dir, setDir] = useState<Direction>('ltr');
  const [applied, setApplied] = useState<ReadonlySet<TextStyle>>(() => new Set(['Bold']));
  // A roving tabindex: Tab enters the toolbar at the button focused last.
  const [tabStop, setTabStop] = useState(0);
  const {ref: toolbarRef, onKeyDown} = useListNavigation({
    itemSelector: 'button',
    orientation: 'horizontal',
  });

  const toggle = (style: TextStyle) =>
    setApplied((previous) => {
      const next = new Set(previous);
      if (!next.delete(style)) next.add(style);
      return next;
    });

  return (
    <div className="cdk-bidi-keyboard">
      <label className="cdk-bidi-keyboard-switch">
        <input
          type="checkbox"
          checked={dir === 'rtl'}
          onChange={(event) => setDir(event.target.checked ? 'rtl' : 'ltr')}
        />
        Right to left
      </label>
      <DirectionProvider dir={dir}>
        <div dir={dir} className="cdk-bidi-keyboard-preview">
          <div
            role="toolbar"
            aria-label="Text style"
            ref={toolbarRef}
            onKeyDown={onKeyDown}
            className="cdk-bidi-keyboard-toolbar"
          >
            {STYLES.map((style, index) => (
              <button
                key={style}
                type="button"
                aria-pressed={applied.has(style)}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setTabStop(index)}
                onClick={() => toggle(style)}
                className="cdk-bidi-keyboard-button"
              >
                {style}
              </button>
            ))}
          </div>
          <KeyHint />
          <p
            className="cdk-bidi-keyboard-sample"
            data-bold={applied.has('Bold') ? '' : undefined}
            data-italic={applied.has('Italic') ? '' : undefined}
            data-underline={applied.has('Underline') ? '' : undefined}
            data-strikethrough={applied.has('Strikethrough') ? '' : undefined}
          >
            Sample text in the chosen styles
          </p>
        </div>
      </DirectionProvider>
    </div>
  );
}

/** Says which arrow key goes where, for the direction it renders in. */
function KeyHint() {
  // The English text below has no final period: right to left would show it on the left.
  const rtl = useDirection() === 'rtl';
  const next = rtl ? 'ArrowLeft' : 'ArrowRight';
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
  return (
    <p className="cdk-bidi-keyboard-hint">
      <kbd>{next}</kbd> moves to the next button, <kbd>{previous}</kbd> to the previous one
    </p>
  );
}
