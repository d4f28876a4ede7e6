import {Button} from '@material-react/material/button';
import {
  Menu,
  MenuContent,
  MenuGroup,
  MenuItemCheckbox,
  MenuItemRadio,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '@material-react/material/menu';
import {useState} from 'react';
import './menu-radio-example.css';

const SIZES = ['Small', 'Medium', 'Large'] as const;
type Size = (typeof SIZES)[number];

/**
 * @title Menu with radio and checkbox items
 *
 * Space checks a size or turns bold on and off while the menu stays open, to compare them; Enter
 * or a click does the same and closes the menu.
 */
export function MenuRadioExample() {
  const [size, setSize] = useState<Size>('Medium');
  const [bold, setBold] = useState(false);
  return (
    <div className="menu-radio">
      <Menu>
        <MenuTrigger asChild>
          <Button variant="tonal">Text options</Button>
        </MenuTrigger>
        <MenuContent aria-label="Text options">
          <MenuGroup aria-label="Text size">
            <MenuLabel>Text size</MenuLabel>
            {SIZES.map((option) => (
              <MenuItemRadio
                key={option}
                checked={size === option}
                onSelect={() => setSize(option)}
              >
                {option}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuSeparator />
          <MenuItemCheckbox checked={bold} onSelect={() => setBold(!bold)}>
            Bold
          </MenuItemCheckbox>
        </MenuContent>
      </Menu>
      <p className="menu-radio-preview" data-size={size} data-bold={bold ? '' : undefined}>
        {size}
        {bold ? ', bold' : ''} text: the quick brown fox jumps over the lazy dog.
      </p>
    </div>
  );
}
