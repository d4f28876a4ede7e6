import {useSelection} from '@material-react/cdk/collections';
import {useId, useState} from 'react';
import './cdk-collections-selection-model-example.css';

interface Planet {
  id: number;
  name: string;
}

const PLANETS: Planet[] = [
  {id: 1, name: 'Mercury'},
  {id: 2, name: 'Venus'},
  {id: 3, name: 'Earth'},
  {id: 4, name: 'Mars'},
  {id: 5, name: 'Jupiter'},
];

/**
 * A `SelectionModel` holds the selected planets; the list, the summary and the change log all
 * follow it. Switch to single selection to see values replace each other.
 *
 * @title Selection model
 */
export function CdkCollectionsSelectionModelExample() {
  const [multiple, setMultiple] = useState(true);
  const id = useId();
  return (
    <div className="cdk-collections-selection-model">
      <label className="cdk-collections-selection-model-mode">
        <input
          type="checkbox"
          checked={multiple}
          onChange={(event) => setMultiple(event.target.checked)}
        />
        Multiple selection
      </label>
      {/* A new key creates a new model, since a model's mode is fixed. */}
      <PlanetPicker key={String(multiple)} multiple={multiple} labelId={`${id}-label`} />
    </div>
  );
}

function PlanetPicker({multiple, labelId}: {multiple: boolean; labelId: string}) {
  const selection = useSelection<Planet>({
    multiple,
    initiallySelected: [PLANETS[2] as Planet],
    // Compare by id, so planets recreated from a server would still match.
    compareWith: (a, b) => a.id === b.id,
  });
  const [log, setLog] = useState<string[]>([]);

  const run = (action: () => boolean, description: string) => {
    if (action()) setLog((entries) => [description, ...entries].slice(0, 4));
  };

  return (
    <>
      <p id={labelId} className="cdk-collections-selection-model-label">
        Planets to visit
      </p>
      <ul className="cdk-collections-selection-model-list" aria-labelledby={labelId}>
        {PLANETS.map((planet) => (
          <li key={planet.id}>
            <label>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={multiple ? undefined : 'cdk-collections-selection-model-planet'}
                checked={selection.isSelected(planet)}
                onChange={() =>
                  run(
                    () => (multiple ? selection.toggle(planet) : selection.select(planet)),
                    `${selection.isSelected(planet) ? 'Deselected' : 'Selected'} ${planet.name}`,
                  )
                }
              />
              {planet.name}
            </label>
          </li>
        ))}
      </ul>
      <div className="cdk-collections-selection-model-actions">
        {multiple && (
          <button
            type="button"
            onClick={() => run(() => selection.select(...PLANETS), 'Selected all')}
          >
            Select all
          </button>
        )}
        <button
          type="button"
          disabled={selection.isEmpty()}
          onClick={() => run(() => selection.clear(), 'Cleared')}
        >
          Clear
        </button>
      </div>
      <p className="cdk-collections-selection-model-summary" aria-live="polite">
        Selected:{' '}
        {selection.hasValue() ? selection.selected.map((planet) => planet.name).join(', ') : 'none'}
      </p>
      {log.length > 0 && (
        <ol className="cdk-collections-selection-model-log" aria-label="Recent changes">
          {log.map((entry, index) => (
            <li key={`${index}-${entry}`}>{entry}</li>
          ))}
        </ol>
      )}
    </>
  );
}
