import {Autocomplete, AutocompleteOption} from '@material-react/material/autocomplete';
import {Button} from '@material-react/material/button';
import {FormField} from '@material-react/material/form-field';
import {useState, type FormEvent} from 'react';
import './autocomplete-require-selection-example.css';

const AIRPORTS = [
  {code: 'AMS', city: 'Amsterdam'},
  {code: 'CDG', city: 'Paris'},
  {code: 'HND', city: 'Tokyo'},
  {code: 'JFK', city: 'New York'},
  {code: 'LHR', city: 'London'},
  {code: 'NBO', city: 'Nairobi'},
  {code: 'SYD', city: 'Sydney'},
];

type Airport = (typeof AIRPORTS)[number];

/**
 * @title Requiring a chosen option
 *
 * With `requireSelection`, text that matches no airport is cleared when you leave the field, so
 * the form only ever sends an airport from the list.
 */
export function AutocompleteRequireSelectionExample() {
  const [text, setText] = useState('');
  const [airport, setAirport] = useState<Airport | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState('');
  const query = text.trim().toLowerCase();
  const matches = AIRPORTS.filter(
    (entry) => entry.city.toLowerCase().includes(query) || entry.code.toLowerCase().includes(query),
  );
  const error = submitted && !airport ? 'Choose an airport from the list' : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setResult(airport ? `Flying to ${airport.city} (${airport.code})` : '');
  };

  return (
    <form
      className="autocomplete-require-selection"
      aria-label="Flight"
      noValidate
      onSubmit={handleSubmit}
    >
      <FormField label="Destination" required error={error} hint="City or airport code">
        <Autocomplete<Airport>
          inputValue={text}
          onInputValueChange={setText}
          value={airport}
          onValueChange={(value) => {
            setAirport(value);
            setResult('');
          }}
          displayWith={(entry) => `${entry.city} (${entry.code})`}
          requireSelection
        >
          {matches.map((entry) => (
            <AutocompleteOption key={entry.code} value={entry}>
              {entry.city} ({entry.code})
            </AutocompleteOption>
          ))}
        </Autocomplete>
      </FormField>
      <div className="autocomplete-require-selection-actions">
        <Button type="submit" variant="filled">
          Search flights
        </Button>
        <output>{result}</output>
      </div>
    </form>
  );
}
