import {
  ListItemLine,
  ListItemTitle,
  ListOption,
  SelectionList,
} from '@material-react/material/list';
import {useId, useState} from 'react';
import './list-selection-example.css';

const SHOES = [
  {id: 'boots', name: 'Boots', detail: 'Leather, waterproof'},
  {id: 'clogs', name: 'Clogs', detail: 'Wood and leather'},
  {id: 'loafers', name: 'Loafers', detail: 'Suede'},
  {id: 'moccasins', name: 'Moccasins', detail: 'Sold out', disabled: true},
  {id: 'sneakers', name: 'Sneakers', detail: 'Canvas'},
];

/** @title Selection list with a count of the selected options */
export function ListSelectionExample() {
  const id = useId();
  const [selected, setSelected] = useState<string[]>(['clogs']);
  return (
    <div className="list-selection">
      <h3 className="list-selection-title" id={`${id}-label`}>
        Types of shoes
      </h3>
      <SelectionList aria-labelledby={`${id}-label`} value={selected} onValueChange={setSelected}>
        {SHOES.map((shoe) => (
          <ListOption key={shoe.id} value={shoe.id} disabled={shoe.disabled}>
            <ListItemTitle>{shoe.name}</ListItemTitle>
            <ListItemLine>{shoe.detail}</ListItemLine>
          </ListOption>
        ))}
      </SelectionList>
      <p className="list-selection-count" aria-live="polite">
        Options selected: {selected.length}
      </p>
    </div>
  );
}
