import {useListNavigation} from '@material-react/cdk/a11y';
import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import formatAlignCenter from '@material-symbols/svg-400/outlined/format_align_center.svg?raw';
import formatAlignLeft from '@material-symbols/svg-400/outlined/format_align_left.svg?raw';
import formatAlignRight from '@material-symbols/svg-400/outlined/format_align_right.svg?raw';
import formatBold from '@material-symbols/svg-400/outlined/format_bold.svg?raw';
import formatItalic from '@material-symbols/svg-400/outlined/format_italic.svg?raw';
import formatUnderlined from '@material-symbols/svg-400/outlined/format_underlined.svg?raw';
import {useId, useState, type CSSProperties} from 'react';
import './cdk-a11y-toolbar-navigation-example.css';

type Style = 'bold' | 'italic' | 'underline';
type Alignment = 'start' | 'center' | 'end';

const STYLES: {value: Style; label: string; icon: string}[] = [
  {value: 'bold', label: 'Bold', icon: formatBold},
  {value: 'italic', label: 'Italic', icon: formatItalic},
  {value: 'underline', label: 'Underline', icon: formatUnderlined},
];

const ALIGNMENTS: {value: Alignment; label: string; icon: string; mirror?: boolean}[] = [
  {value: 'start', label: 'Align to the start', icon: formatAlignLeft, mirror: true},
  {value: 'center', label: 'Centre', icon: formatAlignCenter},
  {value: 'end', label: 'Align to the end', icon: formatAlignRight, mirror: true},
];

/**
 * @title A toolbar with one tab stop
 *
 * `useListNavigation` with `rovingTabIndex` turns a row of buttons into a WAI-ARIA toolbar:
 * Tab enters it once, at the button used last, and Left and Right (mirrored in right-to-left
 * text), Home and End move between the buttons, wrapping at the ends.
 */
export function CdkA11yToolbarNavigationExample() {
  const textId = useId();
  const [styles, setStyles] = useState<ReadonlySet<Style>>(new Set());
  const [alignment, setAlignment] = useState<Alignment>('start');
  const {ref, onKeyDown} = useListNavigation({
    itemSelector: 'button',
    orientation: 'horizontal',
    wrap: true,
    typeahead: false,
    rovingTabIndex: true,
  });

  const toggleStyle = (style: Style) => {
    const next = new Set(styles);
    if (next.has(style)) next.delete(style);
    else next.add(style);
    setStyles(next);
  };

  const previewStyle: CSSProperties = {
    fontWeight: styles.has('bold') ? 700 : undefined,
    fontStyle: styles.has('italic') ? 'italic' : undefined,
    textDecoration: styles.has('underline') ? 'underline' : undefined,
    textAlign: alignment,
  };

  return (
    <div className="cdk-a11y-toolbar-navigation">
      <div
        ref={ref}
        role="toolbar"
        aria-label="Text formatting"
        aria-controls={textId}
        className="cdk-a11y-toolbar-navigation-bar"
        onKeyDown={onKeyDown}
      >
        {STYLES.map((style, index) => (
          <IconButton
            key={style.value}
            aria-label={style.label}
            aria-pressed={styles.has(style.value)}
            tabIndex={index === 0 ? 0 : -1}
            onClick={() => toggleStyle(style.value)}
          >
            <Icon svg={style.icon} />
          </IconButton>
        ))}
        <div role="separator" aria-orientation="vertical" />
        {ALIGNMENTS.map((option) => (
          <IconButton
            key={option.value}
            aria-label={option.label}
            aria-pressed={alignment === option.value}
            tabIndex={-1}
            onClick={() => setAlignment(option.value)}
          >
            <Icon
              svg={option.icon}
              className={option.mirror ? 'cdk-a11y-toolbar-navigation-mirror' : undefined}
            />
          </IconButton>
        ))}
      </div>
      <p id={textId} className="cdk-a11y-toolbar-navigation-text" style={previewStyle}>
        Dear neighbours, the courtyard garden party moves to Sunday afternoon. Bring a dish to share
        and, if you have one, a folding chair.
      </p>
    </div>
  );
}
