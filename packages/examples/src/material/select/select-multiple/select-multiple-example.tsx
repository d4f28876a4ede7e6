import {FormField} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useState} from 'react';

const TOPPINGS = ['Extra cheese', 'Mushroom', 'Onion', 'Pepperoni', 'Sausage', 'Tomato'];

/** @title Select with multiple selection */
export function SelectMultipleExample() {
  const [toppings, setToppings] = useState<string[]>(['Mushroom']);
  return (
    <FormField label="Toppings" hint={`${toppings.length} of ${TOPPINGS.length} chosen`}>
      <Select
        multiple
        value={toppings}
        onValueChange={setToppings}
        renderValue={(chosen) =>
          chosen.length > 2 ? `${chosen[0]} and ${chosen.length - 1} more` : chosen.join(', ')
        }
      >
        {TOPPINGS.map((topping) => (
          <Option key={topping} value={topping}>
            {topping}
          </Option>
        ))}
      </Select>
    </FormField>
  );
}
