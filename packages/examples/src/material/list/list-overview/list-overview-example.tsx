import {Icon} from '@material-react/material/icon';
import {
  List,
  ListDivider,
  ListItem,
  ListItemLine,
  ListItemTitle,
  ListSubheader,
} from '@material-react/material/list';
import description from '@material-symbols/svg-400/outlined/description.svg?raw';
import folder from '@material-symbols/svg-400/outlined/folder.svg?raw';
import {useId} from 'react';
import './list-overview-example.css';

const FOLDERS = [
  {name: 'Photos', updated: 'Jan 1, 2026'},
  {name: 'Recipes', updated: 'Jan 17, 2026'},
  {name: 'Work', updated: 'Jan 28, 2026'},
];

const NOTES = [
  {
    name: 'Vacation itinerary',
    updated: 'Feb 20, 2026',
    text: 'Flights, trains and the hotel in Porto, with the booking codes.',
  },
  {
    name: 'Kitchen remodel',
    updated: 'Jan 18, 2026',
    text: 'Quotes from three contractors and the tiles we liked best.',
  },
];

/** @title List with sections, icons and several lines */
export function ListOverviewExample() {
  const id = useId();
  return (
    <div className="list-overview">
      <ListSubheader id={`${id}-folders`}>Folders</ListSubheader>
      <List aria-labelledby={`${id}-folders`}>
        {FOLDERS.map((item) => (
          <ListItem key={item.name} icon={<Icon svg={folder} />}>
            <ListItemTitle>{item.name}</ListItemTitle>
            <ListItemLine>{item.updated}</ListItemLine>
          </ListItem>
        ))}
      </List>
      <ListDivider />
      <ListSubheader id={`${id}-notes`}>Notes</ListSubheader>
      <List aria-labelledby={`${id}-notes`} divided>
        {NOTES.map((item) => (
          <ListItem
            key={item.name}
            icon={<Icon svg={description} />}
            lines={3}
            trailing={item.updated}
          >
            <ListItemTitle>{item.name}</ListItemTitle>
            <ListItemLine>{item.text}</ListItemLine>
          </ListItem>
        ))}
      </List>
    </div>
  );
}
