import {useCombobox, useComboboxState} from '@material-react/cdk/combobox';
import {Overlay} from '@material-react/cdk/overlay';
import {useComposedRefs} from '@material-react/cdk/slot';
import {useEffect, useId, useState} from 'react';
import './cdk-combobox-async-example.css';

interface Person {
  id: string;
  name: string;
  team: string;
  onLeave: boolean;
}

const PEOPLE: Person[] = [
  {id: 'amara', name: 'Amara Okafor', team: 'Design', onLeave: false},
  {id: 'ben', name: 'Ben Carter', team: 'Engineering', onLeave: true},
  {id: 'chen', name: 'Chen Wei', team: 'Engineering', onLeave: false},
  {id: 'dana', name: 'Dana Levi', team: 'Research', onLeave: false},
  {id: 'elif', name: 'Elif Demir', team: 'Design', onLeave: true},
  {id: 'farah', name: 'Farah Haddad', team: 'Support', onLeave: false},
  {id: 'gabriel', name: 'Gabriel Silva', team: 'Engineering', onLeave: false},
  {id: 'hana', name: 'Hana Sato', team: 'Research', onLeave: false},
];

/** Stands in for a request to a server: the people whose name contains `query`, a moment later. */
function searchPeople(query: string, signal: AbortSignal): Promise<Person[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const text = query.toLowerCase();
      resolve(PEOPLE.filter((person) => person.name.toLowerCase().includes(text)));
    }, 300);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      {once: true},
    );
  });
}

/**
 * @title Options loaded as you type
 *
 * Each change of the text starts a new search; the status next to the input says when it runs or
 * finds no one. People on leave are disabled options, and the chosen person is controlled state.
 */
export function CdkComboboxAsyncExample() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLInputElement | null>(null);
  const [assignee, setAssignee] = useState<Person | null>(null);
  // The last answer and the text it answers, so a stale answer is never taken for a fresh one.
  const [results, setResults] = useState<{query: string; people: Person[]} | null>(null);
  const people = results?.people ?? [];
  const state = useComboboxState({
    value: assignee?.id ?? null,
    onValueChange: (key) => setAssignee(people.find((person) => person.id === key) ?? null),
  });
  const query = state.inputValue.trim();
  const isOpen = state.open;

  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    searchPeople(query, controller.signal).then(
      (found) => setResults({query, people: found}),
      // Aborted: a newer search, or closing the popup, replaced this one.
      () => {},
    );
    return () => controller.abort();
  }, [query, isOpen]);

  const loading = isOpen && results?.query !== query;
  const combobox = useCombobox(state, {
    listboxLabelledBy: `${id}-label`,
    empty: people.length === 0,
    // The status below says how many people were found, so the hook need not.
    announceResults: false,
  });
  const inputRef = useComposedRefs<HTMLInputElement>(combobox.inputProps.ref, setAnchor);

  let status = '';
  if (loading) status = 'Searching…';
  else if (isOpen && people.length === 0) status = `No one matches “${query}”`;
  else if (isOpen)
    status = people.length === 1 ? '1 person found' : `${people.length} people found`;

  return (
    <div className="cdk-combobox-async">
      <label id={`${id}-label`} htmlFor={`${id}-input`}>
        Assignee
      </label>
      <div className="cdk-combobox-async-field">
        <input
          {...combobox.inputProps}
          ref={inputRef}
          id={`${id}-input`}
          placeholder="Search people"
          className="cdk-combobox-async-input"
        />
        <p role="status" className="cdk-combobox-async-status">
          {status}
        </p>
      </div>
      <p className="cdk-combobox-async-value">
        {assignee ? `Assigned to ${assignee.name} (${assignee.team})` : 'Nobody is assigned'}
      </p>
      <Overlay
        open={combobox.isExpanded}
        anchor={anchor}
        placement="bottom-start"
        offset={4}
        onDismiss={() => state.setOpen(false)}
      >
        <div
          {...combobox.listboxProps}
          aria-busy={loading || undefined}
          className="cdk-combobox-async-list"
        >
          {people.map((person) => (
            <div
              key={person.id}
              {...combobox.getOptionProps(person.id, {
                disabled: person.onLeave,
                // Only the name goes in the input, not the team under it.
                textValue: person.name,
              })}
              className="cdk-combobox-async-option"
            >
              <span className="cdk-combobox-async-name">{person.name}</span>{' '}
              <span className="cdk-combobox-async-detail">
                {person.onLeave ? `${person.team}, on leave` : person.team}
              </span>
            </div>
          ))}
        </div>
      </Overlay>
    </div>
  );
}
