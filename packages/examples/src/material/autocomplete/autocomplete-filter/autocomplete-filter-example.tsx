import {Autocomplete, AutocompleteOption} from '@material-react/material/autocomplete';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';
import './autocomplete-filter-example.css';

const LANGUAGES = [
  'Arabic',
  'Bengali',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Russian',
  'Spanish',
  'Swahili',
  'Turkish',
];

/** Splits a name around the first match of the query, to mark the matching part. */
function highlight(name: string, query: string) {
  const start = name.toLowerCase().indexOf(query);
  if (!query || start < 0) return name;
  return (
    <>
      {name.slice(0, start)}
      <mark className="autocomplete-filter-match">{name.slice(start, start + query.length)}</mark>
      {name.slice(start + query.length)}
    </>
  );
}

/**
 * @title Filtering with the first option active
 *
 * Names that start with the text come first, then names that contain it. The first suggestion is
 * active as the list changes, so Enter takes it at once.
 */
export function AutocompleteFilterExample() {
  const [text, setText] = useState('');
  const query = text.trim().toLowerCase();
  const starting = LANGUAGES.filter((name) => name.toLowerCase().startsWith(query));
  const containing = LANGUAGES.filter(
    (name) => !starting.includes(name) && name.toLowerCase().includes(query),
  );
  return (
    <FormField label="Language" appearance="outline">
      <Autocomplete inputValue={text} onInputValueChange={setText} autoActiveFirstOption>
        {[...starting, ...containing].map((name) => (
          <AutocompleteOption key={name} value={name} textValue={name}>
            {highlight(name, query)}
          </AutocompleteOption>
        ))}
      </Autocomplete>
    </FormField>
  );
}
