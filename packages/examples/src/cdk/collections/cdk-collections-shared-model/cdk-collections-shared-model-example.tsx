import {SelectionModel, useSelectionModel} from '@material-react/cdk/collections';
import {Button} from '@material-react/material/button';
import {Checkbox} from '@material-react/material/checkbox';
import {createContext, use, useEffect, useState} from 'react';
import './cdk-collections-shared-model-example.css';

interface Photo {
  id: string;
  title: string;
  place: string;
}

const PHOTOS: Photo[] = [
  {id: 'p1', title: 'Morning fog', place: 'Lake Bled'},
  {id: 'p2', title: 'Dunes at noon', place: 'Erg Chebbi'},
  {id: 'p3', title: 'Night market', place: 'Taipei'},
  {id: 'p4', title: 'Harbour lights', place: 'Bergen'},
  {id: 'p5', title: 'First snow', place: 'Hokkaido'},
];

/** Two photos are the same selection when they have the same id. */
const samePhoto = (a: Photo, b: Photo) => a.id === b.id;

/** The one selection model of the example, handed to every part that needs it. */
const SelectionContext = createContext<SelectionModel<Photo> | null>(null);

function useSharedSelection(): SelectionModel<Photo> {
  const model = use(SelectionContext);
  if (!model) throw new Error('The photo parts must be inside the example.');
  return model;
}

/**
 * @title One model shared by several components
 *
 * The example creates a `SelectionModel` once and passes it down through context. Each photo, the
 * bar above them and the change log are separate components: each one subscribes with
 * `useSelectionModel` (or `subscribe`) and re-renders on its own when the selection changes.
 */
export function CdkCollectionsSharedModelExample() {
  const [model] = useState(() => new SelectionModel<Photo>(true, [PHOTOS[0]!], true, samePhoto));
  return (
    <SelectionContext value={model}>
      <div className="cdk-collections-shared-model">
        <SelectionBar />
        <PhotoList />
        <ChangeLog />
      </div>
    </SelectionContext>
  );
}

function SelectionBar() {
  const model = useSharedSelection();
  const selected = useSelectionModel(model);
  return (
    <div className="cdk-collections-shared-model-bar">
      <span aria-live="polite">
        {selected.length === 0
          ? 'No photos selected'
          : `${selected.length} of ${PHOTOS.length} photos selected`}
      </span>
      {/* Never disabled: a button that disabled itself when pressed would drop keyboard focus. */}
      <Button onClick={() => model.select(...PHOTOS)}>Select all</Button>
      <Button onClick={() => model.clear()}>Clear</Button>
    </div>
  );
}

function PhotoList() {
  return (
    <fieldset className="cdk-collections-shared-model-photos">
      <legend>Photos to share</legend>
      {PHOTOS.map((photo) => (
        <PhotoOption key={photo.id} photo={photo} />
      ))}
    </fieldset>
  );
}

function PhotoOption({photo}: {photo: Photo}) {
  const model = useSharedSelection();
  // Subscribes this option alone, so it re-renders when the selection changes. It reads the
  // selected photos from what the hook returns, not from the model, which stays the same object.
  const selected = useSelectionModel(model);
  const checked = selected.some((other) => samePhoto(other, photo));
  return (
    <Checkbox checked={checked} onCheckedChange={() => model.toggle(photo)}>
      {photo.title} <span className="cdk-collections-shared-model-place">· {photo.place}</span>
    </Checkbox>
  );
}

/** Listens with `subscribe` directly, to show what each change reports. */
function ChangeLog() {
  const model = useSharedSelection();
  const [last, setLast] = useState('Nothing changed yet.');
  useEffect(
    () =>
      model.subscribe(({added, removed}) => {
        const parts = [
          added.length > 0 && `added ${added.map((photo) => photo.title).join(', ')}`,
          removed.length > 0 && `removed ${removed.map((photo) => photo.title).join(', ')}`,
        ].filter(Boolean);
        setLast(`Last change: ${parts.join('; ')}.`);
      }),
    [model],
  );
  return <p className="cdk-collections-shared-model-log">{last}</p>;
}
