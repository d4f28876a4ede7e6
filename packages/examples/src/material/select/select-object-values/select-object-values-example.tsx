import {Button} from '@material-react/material/button';
import {FormField} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {useState} from 'react';
import './select-object-values-example.css';

interface Person {
  id: string;
  name: string;
  team: string;
}

/** Stands in for the people a server sends: new objects on every request. */
function fetchPeople(): Person[] {
  return [
    {id: 'u1', name: 'Amara Okafor', team: 'Design'},
    {id: 'u2', name: 'Bruno Costa', team: 'Back end'},
    {id: 'u3', name: 'Chen Wei', team: 'Front end'},
    {id: 'u4', name: 'Dana Levi', team: 'Front end'},
  ];
}

/** Two records are the same person when their ids match, whichever request they came from. */
const samePerson = (a: Person, b: Person) => a.id === b.id;

/**
 * @title Objects as values
 *
 * The options' values are people objects, and the reviewer already saved on the change request
 * arrived in another response, so it is equal to an option without being the same object.
 * `compareWith` matches them by id; `renderValue` shows the name in the field.
 */
export function SelectObjectValuesExample() {
  const [people, setPeople] = useState(fetchPeople);
  const [requests, setRequests] = useState(1);
  // Saved with the change request: a copy, not one of the objects in `people`.
  const [reviewer, setReviewer] = useState<Person | null>({
    id: 'u3',
    name: 'Chen Wei',
    team: 'Front end',
  });

  return (
    <div className="select-object-values">
      <FormField label="Reviewer" hint={reviewer ? `Saved as ${reviewer.id}` : 'Nobody assigned'}>
        <Select<Person>
          value={reviewer}
          onValueChange={setReviewer}
          compareWith={samePerson}
          placeholder="Assign a reviewer"
          renderValue={(chosen) => chosen.map((person) => person.name).join(', ')}
        >
          {people.map((person) => (
            <Option key={person.id} value={person} textValue={person.name}>
              <span className="select-object-values-option">
                <span>{person.name}</span>{' '}
                <span className="select-object-values-team">{person.team}</span>
              </span>
            </Option>
          ))}
        </Select>
      </FormField>
      <div className="select-object-values-reload">
        <Button
          variant="outlined"
          onClick={() => {
            setPeople(fetchPeople());
            setRequests(requests + 1);
          }}
        >
          Load the people again
        </Button>
        <span className="select-object-values-count">
          Loaded {requests} {requests === 1 ? 'time' : 'times'}
        </span>
      </div>
    </div>
  );
}
