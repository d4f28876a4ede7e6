import {Autocomplete, AutocompleteOption} from '@material-react/material/autocomplete';
import {FormField} from '@material-react/material/form-field';
import {useState} from 'react';
import './autocomplete-display-example.css';

interface Person {
  id: number;
  name: string;
  email: string;
}

const PEOPLE: Person[] = [
  {id: 1, name: 'Ada Lovelace', email: 'ada@example.com'},
  {id: 2, name: 'Alan Turing', email: 'alan@example.com'},
  {id: 3, name: 'Grace Hopper', email: 'grace@example.com'},
  {id: 4, name: 'Katherine Johnson', email: 'katherine@example.com'},
  {id: 5, name: 'Margaret Hamilton', email: 'margaret@example.com'},
];

/**
 * @title Objects shown with a display function
 *
 * The value is a person object; `displayWith` decides what the input shows once one is chosen,
 * and each option shows more than that text.
 */
export function AutocompleteDisplayExample() {
  const [person, setPerson] = useState<Person | null>(PEOPLE[2] ?? null);
  const [text, setText] = useState(person?.name ?? '');
  const query = text.trim().toLowerCase();
  // Once a person is chosen the text is their name: show everyone again to pick another.
  const matches =
    person && text === person.name
      ? PEOPLE
      : PEOPLE.filter(
          (entry) => entry.name.toLowerCase().includes(query) || entry.email.includes(query),
        );
  return (
    <div className="autocomplete-display">
      <FormField label="Assignee">
        <Autocomplete<Person>
          inputValue={text}
          onInputValueChange={setText}
          value={person}
          onValueChange={setPerson}
          displayWith={(entry) => entry.name}
        >
          {matches.map((entry) => (
            <AutocompleteOption key={entry.id} value={entry} textValue={entry.name}>
              <span className="autocomplete-display-name">{entry.name}</span>
              <span className="autocomplete-display-email">{entry.email}</span>
            </AutocompleteOption>
          ))}
        </Autocomplete>
      </FormField>
      <p className="autocomplete-display-value">
        Value: {person ? JSON.stringify(person) : 'null'}
      </p>
    </div>
  );
}
