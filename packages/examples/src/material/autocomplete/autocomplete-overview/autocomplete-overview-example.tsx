import {Autocomplete, AutocompleteOption} from '@material-react/material/autocomplete';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Blueberry', 'Cherry', 'Fig', 'Grape'];

/**
 * @title Basic autocomplete
 *
 * Type to filter the fruits, move with the arrow keys and press Enter, or click a suggestion.
 */
export function AutocompleteOverviewExample() {
  const [text, setText] = useState('');
  const [fruit, setFruit] = useState<string | null>(null);
  const query = text.trim().toLowerCase();
  const matches = FRUITS.filter((name) => name.toLowerCase().includes(query));
  return (
    <FormField label="Fruit" hint={fruit ? `You chose ${fruit}` : 'Nothing chosen yet'}>
      <Autocomplete
        inputValue={text}
        onInputValueChange={setText}
        value={fruit}
        onValueChange={setFruit}
        placeholder="Start typing…"
      >
        {matches.map((name) => (
          <AutocompleteOption key={name} value={name}>
            {name}
          </AutocompleteOption>
        ))}
      </Autocomplete>
    </FormField>
  );
}
