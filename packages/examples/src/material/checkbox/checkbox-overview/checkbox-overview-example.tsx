import {Checkbox} from '@material-react/material/checkbox';
import {useId, useState} from 'react';
import './checkbox-overview-example.css';

const TOPPINGS = ['Mushrooms', 'Olives', 'Peppers', 'Basil'] as const;

/**
 * The parent checkbox is checked when every topping is, shows the mixed state when some are, and
 * checks or unchecks all of them.
 *
 * @title Checkboxes with a "select all"
 */
export function CheckboxOverviewExample() {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(['Basil']));
  const id = useId();
  const allChosen = chosen.size === TOPPINGS.length;
  const someChosen = chosen.size > 0 && !allChosen;

  const toggle = (topping: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(topping);
    else next.delete(topping);
    setChosen(next);
  };

  return (
    <fieldset className="checkbox-overview" aria-describedby={`${id}-summary`}>
      <legend className="checkbox-overview-legend">Pizza toppings</legend>
      <Checkbox
        checked={allChosen}
        indeterminate={someChosen}
        onCheckedChange={(checked) => setChosen(checked ? new Set(TOPPINGS) : new Set())}
      >
        All toppings
      </Checkbox>
      <div className="checkbox-overview-list">
        {TOPPINGS.map((topping) => (
          <Checkbox
            key={topping}
            name="topping"
            value={topping}
            checked={chosen.has(topping)}
            onCheckedChange={(checked) => toggle(topping, checked)}
          >
            {topping}
          </Checkbox>
        ))}
      </div>
      <p id={`${id}-summary`} className="checkbox-overview-summary">
        {chosen.size === 0 ? 'No toppings' : `${chosen.size} of ${TOPPINGS.length} toppings`}
      </p>
    </fieldset>
  );
}
