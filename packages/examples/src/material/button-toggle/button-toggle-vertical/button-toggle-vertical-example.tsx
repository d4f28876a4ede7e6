import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {useId} from 'react';
import './button-toggle-vertical-example.css';

/**
 * @title Vertical group
 *
 * `vertical` stacks the toggles in a column, as wide as the widest. Both Up/Down and Left/Right
 * move the selection.
 */
export function ButtonToggleVerticalExample() {
  const id = useId();
  return (
    <div className="button-toggle-vertical">
      <p id={`${id}-label`} className="button-toggle-vertical-label">
        Sort results by
      </p>
      <ButtonToggleGroup vertical aria-labelledby={`${id}-label`} defaultValue="relevance">
        <ButtonToggle value="relevance">Relevance</ButtonToggle>
        <ButtonToggle value="newest">Newest first</ButtonToggle>
        <ButtonToggle value="price-asc">Price, low to high</ButtonToggle>
        <ButtonToggle value="price-desc">Price, high to low</ButtonToggle>
      </ButtonToggleGroup>
    </div>
  );
}
