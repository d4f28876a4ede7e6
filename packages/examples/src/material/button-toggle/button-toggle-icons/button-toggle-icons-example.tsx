import formatAlignCenter from '@material-symbols/svg-400/outlined/format_align_center.svg?raw';
import formatAlignJustify from '@material-symbols/svg-400/outlined/format_align_justify.svg?raw';
import formatAlignLeft from '@material-symbols/svg-400/outlined/format_align_left.svg?raw';
import formatAlignRight from '@material-symbols/svg-400/outlined/format_align_right.svg?raw';
import formatBold from '@material-symbols/svg-400/outlined/format_bold.svg?raw';
import formatItalic from '@material-symbols/svg-400/outlined/format_italic.svg?raw';
import formatUnderlined from '@material-symbols/svg-400/outlined/format_underlined.svg?raw';
import gridView from '@material-symbols/svg-400/outlined/grid_view.svg?raw';
import viewList from '@material-symbols/svg-400/outlined/view_list.svg?raw';
import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {Icon} from '@material-react/material/icon';
import {useState, type CSSProperties} from 'react';
import './button-toggle-icons-example.css';

type Alignment = 'left' | 'center' | 'right' | 'justify';
type Style = 'bold' | 'italic' | 'underline';

const ALIGNMENTS: {value: Alignment; label: string; icon: string}[] = [
  {value: 'left', label: 'Align left', icon: formatAlignLeft},
  {value: 'center', label: 'Align center', icon: formatAlignCenter},
  {value: 'right', label: 'Align right', icon: formatAlignRight},
  {value: 'justify', label: 'Justify', icon: formatAlignJustify},
];

const STYLES: {value: Style; label: string; icon: string}[] = [
  {value: 'bold', label: 'Bold', icon: formatBold},
  {value: 'italic', label: 'Italic', icon: formatItalic},
  {value: 'underline', label: 'Underline', icon: formatUnderlined},
];

/**
 * @title Icons and icon-only toggles
 *
 * Toggles that show only an icon are named with `aria-label`. Icons are drawn at 18px, so icon
 * toggles and text toggles line up.
 */
export function ButtonToggleIconsExample() {
  const [alignment, setAlignment] = useState<Alignment>('left');
  const [styles, setStyles] = useState<Style[]>([]);
  const [layout, setLayout] = useState('list');
  const previewStyle: CSSProperties = {
    textAlign: alignment,
    fontWeight: styles.includes('bold') ? 700 : undefined,
    fontStyle: styles.includes('italic') ? 'italic' : undefined,
    textDecoration: styles.includes('underline') ? 'underline' : undefined,
  };
  return (
    <div className="button-toggle-icons">
      <div className="button-toggle-icons-toolbar">
        <ButtonToggleGroup
          aria-label="Text alignment"
          value={alignment}
          onValueChange={setAlignment}
        >
          {ALIGNMENTS.map((option) => (
            <ButtonToggle key={option.value} value={option.value} aria-label={option.label}>
              <Icon svg={option.icon} />
            </ButtonToggle>
          ))}
        </ButtonToggleGroup>
        <ButtonToggleGroup
          multiple
          aria-label="Text style"
          value={styles}
          onValueChange={setStyles}
        >
          {STYLES.map((option) => (
            <ButtonToggle key={option.value} value={option.value} aria-label={option.label}>
              <Icon svg={option.icon} />
            </ButtonToggle>
          ))}
        </ButtonToggleGroup>
        <ButtonToggleGroup aria-label="Layout" value={layout} onValueChange={setLayout}>
          <ButtonToggle value="list">
            <Icon svg={viewList} />
            List
          </ButtonToggle>
          <ButtonToggle value="grid">
            <Icon svg={gridView} />
            Grid
          </ButtonToggle>
        </ButtonToggleGroup>
      </div>
      <p className="button-toggle-icons-preview" style={previewStyle}>
        The quick brown fox jumps over the lazy dog, then naps in the sun until the evening breeze
        carries the smell of supper across the field.
      </p>
    </div>
  );
}
