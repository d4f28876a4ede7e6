import {
  ListItemLine,
  ListItemTitle,
  ListOption,
  SelectionList,
} from '@material-react/material/list';
import {useId, useState} from 'react';
import './list-single-selection-example.css';

const APPROVERS = [
  {id: 'mk', name: 'Mei Kobayashi', role: 'Finance lead', away: false},
  {id: 'ob', name: 'Oscar Bergström', role: 'Head of operations', away: false},
  {id: 'ln', name: 'Lucía Navarro', role: 'Project manager · on leave', away: true},
  {id: 'tj', name: 'Tunde Johnson', role: 'Managing director', away: false},
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/**
 * @title Single selection with avatars
 *
 * With `multiple={false}` the options show radio buttons and one value at most is chosen;
 * choosing again keeps it. `indicatorPosition="after"` puts the radio at the end of the line, and
 * the avatars, which only repeat the names, are hidden from screen readers.
 */
export function ListSingleSelectionExample() {
  const id = useId();
  const [approver, setApprover] = useState<string[]>(['mk']);
  const chosen = APPROVERS.find((person) => person.id === approver[0]);
  return (
    <div className="list-single-selection">
      <h3 id={`${id}-label`} className="list-single-selection-title">
        Who approves this expense?
      </h3>
      <SelectionList
        aria-labelledby={`${id}-label`}
        multiple={false}
        indicatorPosition="after"
        divided
        value={approver}
        onValueChange={setApprover}
      >
        {APPROVERS.map((person) => (
          <ListOption
            key={person.id}
            value={person.id}
            disabled={person.away}
            avatar={<span aria-hidden="true">{initials(person.name)}</span>}
          >
            <ListItemTitle>{person.name}</ListItemTitle>
            <ListItemLine>{person.role}</ListItemLine>
          </ListOption>
        ))}
      </SelectionList>
      <p className="list-single-selection-result" aria-live="polite">
        {chosen ? `${chosen.name} will be asked to approve.` : 'Nobody chosen yet.'}
      </p>
    </div>
  );
}
