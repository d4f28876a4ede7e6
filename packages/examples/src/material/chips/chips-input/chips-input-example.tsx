import {ChipGrid, ChipInput, ChipRow} from '@material-react/material/chips';
import {FormField} from '@material-react/material/form-field';
import {announce} from '@material-react/cdk/a11y';
import {useState} from 'react';
import './chips-input-example.css';

/** @title Chips input for tags */
export function ChipsInputExample() {
  const [tags, setTags] = useState(['apple', 'lemon', 'lime']);

  const add = (tag: string) => {
    if (tags.includes(tag.toLowerCase())) {
      announce(`${tag} is already in the list`);
      return;
    }
    setTags((current) => [...current, tag.toLowerCase()]);
    announce(`Added ${tag}`);
  };

  const remove = (tag: string) => {
    setTags((current) => current.filter((other) => other !== tag));
    announce(`Removed ${tag}`);
  };

  return (
    <FormField
      className="chips-input-field"
      label="Favourite fruits"
      hint="Press Enter or type a comma to add a fruit"
    >
      <ChipGrid>
        {tags.map((tag) => (
          <ChipRow key={tag} removable onRemove={() => remove(tag)}>
            {tag}
          </ChipRow>
        ))}
      </ChipGrid>
      <ChipInput placeholder="New fruit…" separatorKeys={['Enter', ',']} addOnBlur onAdd={add} />
    </FormField>
  );
}
