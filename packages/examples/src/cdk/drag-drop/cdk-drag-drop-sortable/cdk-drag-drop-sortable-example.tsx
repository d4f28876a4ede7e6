import {Draggable, DropList, moveItemInArray} from '@material-react/cdk/drag-drop';
import {useId, useState} from 'react';
import './cdk-drag-drop-sortable-example.css';

const ROUTINE = [
  'Stretch for five minutes',
  'Make coffee',
  'Read the news',
  'Answer messages',
  'Plan the day',
];

/**
 * @title Sortable list
 *
 * A vertical `DropList` of `Draggable` items. Drag an item to another place, or focus it and
 * press Space, move it with the arrow keys and press Space again.
 */
export function CdkDragDropSortableExample() {
  const labelId = useId();
  const [steps, setSteps] = useState(ROUTINE);
  return (
    <div className="cdk-drag-drop-sortable">
      <p id={labelId} className="cdk-drag-drop-sortable-label">
        Morning routine
      </p>
      <DropList<string>
        aria-labelledby={labelId}
        className="cdk-drag-drop-sortable-list"
        onDrop={({previousIndex, currentIndex}) =>
          setSteps((current) => moveItemInArray(current, previousIndex, currentIndex))
        }
      >
        {steps.map((step) => (
          <Draggable key={step} data={step} className="cdk-drag-drop-sortable-item">
            {step}
          </Draggable>
        ))}
      </DropList>
    </div>
  );
}
