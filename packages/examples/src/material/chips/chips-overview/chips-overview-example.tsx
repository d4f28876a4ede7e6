import {Chip, ChipSet} from '@material-react/material/chips';
import {Icon} from '@material-react/material/icon';
import star from '@material-symbols/svg-400/outlined/star.svg?raw';
import {useState} from 'react';

const INITIAL = ['Golden retriever', 'Beagle', 'Dachshund', 'Border collie'];

/** @title Chips with avatars, icons and remove buttons */
export function ChipsOverviewExample() {
  const [dogs, setDogs] = useState(INITIAL);
  return (
    <ChipSet aria-label="Dog breeds">
      <Chip icon={<Icon svg={star} />}>Favourites</Chip>
      {dogs.map((dog) => (
        <Chip
          key={dog}
          avatar={dog.charAt(0)}
          removable
          onRemove={() => setDogs((current) => current.filter((other) => other !== dog))}
        >
          {dog}
        </Chip>
      ))}
      <Chip disabled>Poodle (unavailable)</Chip>
    </ChipSet>
  );
}
