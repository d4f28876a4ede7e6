import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {useId, useState} from 'react';
import './button-toggle-multiple-example.css';

const TOPPINGS = ['Cheese', 'Mushrooms', 'Olives', 'Peppers', 'Pineapple'];

/**
 * @title Multiple selection
 *
 * With `multiple`, each toggle turns on and off by itself and the value is an array. Every toggle
 * is a tab stop.
 */
export function ButtonToggleMultipleExample() {
  const id = useId();
  const [toppings, setToppings] = useState<string[]>(['Cheese']);
  return (
    <div className="button-toggle-multiple">
      <p id={`${id}-label`} className="button-toggle-multiple-label">
        Pizza toppings
      </p>
      <ButtonToggleGroup
        multiple
        aria-labelledby={`${id}-label`}
        value={toppings}
        onValueChange={setToppings}
      >
        {TOPPINGS.map((topping) => (
          <ButtonToggle key={topping} value={topping}>
            {topping}
          </ButtonToggle>
        ))}
      </ButtonToggleGroup>
      <p className="button-toggle-multiple-result" aria-live="polite">
        {toppings.length === 0
          ? 'A plain pizza, no toppings.'
          : `Your pizza: ${TOPPINGS.filter((topping) => toppings.includes(topping)).join(', ')}.`}
      </p>
    </div>
  );
}
