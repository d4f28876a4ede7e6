import {
  Autocomplete,
  AutocompleteGroup,
  AutocompleteOption,
} from '@material-react/material/autocomplete';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';

const CITIES: Record<string, string[]> = {
  Canada: ['Montréal', 'Toronto', 'Vancouver'],
  Japan: ['Kyoto', 'Osaka', 'Tokyo'],
  Kenya: ['Mombasa', 'Nairobi'],
  Portugal: ['Lisbon', 'Porto'],
};

/**
 * @title Autocomplete with option groups
 *
 * Cities are grouped by country; a group without a match is left out.
 */
export function AutocompleteGroupsExample() {
  const [text, setText] = useState('');
  const query = text.trim().toLocaleLowerCase();
  return (
    <FormField label="City">
      <Autocomplete inputValue={text} onInputValueChange={setText}>
        {Object.entries(CITIES).map(([country, cities]) => {
          const matches = cities.filter((city) => city.toLocaleLowerCase().includes(query));
          return (
            matches.length > 0 && (
              <AutocompleteGroup key={country} label={country}>
                {matches.map((city) => (
                  <AutocompleteOption key={city} value={city}>
                    {city}
                  </AutocompleteOption>
                ))}
              </AutocompleteGroup>
            )
          );
        })}
      </Autocomplete>
    </FormField>
  );
}
