import {useCombobox, useComboboxState} from '@material-react/cdk/combobox';
import {Overlay} from '@material-react/cdk/overlay';
import {useComposedRefs} from '@material-react/cdk/slot';
import {useId, useState} from 'react';
import './cdk-combobox-popup-example.css';

const COLOURS = [
  {name: 'Amber', hex: '#ffc107'},
  {name: 'Blue', hex: '#2196f3'},
  {name: 'Cyan', hex: '#00bcd4'},
  {name: 'Deep orange', hex: '#ff5722'},
  {name: 'Green', hex: '#4caf50'},
  {name: 'Indigo', hex: '#3f51b5'},
  {name: 'Lime', hex: '#cddc39'},
  {name: 'Pink', hex: '#e91e63'},
  {name: 'Purple', hex: '#9c27b0'},
  {name: 'Teal', hex: '#009688'},
];

/**
 * @title Combobox with a popup list
 *
 * `useComboboxState` and `useCombobox` with your own markup: the list opens in an overlay under
 * the input. Type, use the arrow keys and Enter, Escape to close, Escape again to clear.
 */
export function CdkComboboxPopupExample() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const state = useComboboxState();
  const query = state.inputValue.trim().toLowerCase();
  const matches = COLOURS.filter((colour) => colour.name.toLowerCase().includes(query));
  const combobox = useCombobox(state, {
    listboxLabelledBy: `${id}-label`,
    empty: matches.length === 0,
  });
  const inputRef = useComposedRefs<HTMLInputElement>(combobox.inputProps.ref, setAnchor);
  const chosen = COLOURS.find((colour) => colour.name === state.value);

  return (
    <div className="cdk-combobox-popup">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        Colour
      </label>
      <input
        {...combobox.inputProps}
        ref={inputRef}
        id={`${id}-input`}
        className="cdk-combobox-popup-input"
      />
      <p className="cdk-combobox-popup-value">
        {chosen ? `Chosen: ${chosen.name} (${chosen.hex})` : 'No colour chosen'}
      </p>
      <Overlay
        open={combobox.isExpanded}
        anchor={anchor}
        placement="bottom-start"
        offset={4}
        onDismiss={() => state.setOpen(false)}
      >
        <div {...combobox.listboxProps} className="cdk-combobox-popup-list">
          {matches.map((colour) => (
            <div
              key={colour.name}
              {...combobox.getOptionProps(colour.name)}
              className="cdk-combobox-popup-option"
            >
              <span
                className="cdk-combobox-popup-swatch"
                style={{backgroundColor: colour.hex}}
                aria-hidden="true"
              />
              {colour.name}
            </div>
          ))}
        </div>
      </Overlay>
    </div>
  );
}
