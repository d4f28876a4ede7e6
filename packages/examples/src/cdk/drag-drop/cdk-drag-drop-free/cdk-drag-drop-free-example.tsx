import {Draggable, type DragAxis, type DragPosition} from '@material-react/cdk/drag-drop';
import {Button} from '@material-react/material/button';
import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {useId, useRef, useState} from 'react';
import './cdk-drag-drop-free-example.css';

type Axis = DragAxis | 'both';

const AXES: ReadonlyArray<{value: Axis; label: string}> = [
  {value: 'both', label: 'Any direction'},
  {value: 'x', label: 'Across'},
  {value: 'y', label: 'Up and down'},
];

/**
 * @title Free dragging inside a boundary
 *
 * A `Draggable` outside any list moves freely and keeps its position. It stays inside the area
 * given as its `boundary`, and `lockAxis` holds it to one axis. With the keyboard, press Space
 * to pick it up, move it with the arrow keys and press Space to drop it.
 */
export function CdkDragDropFreeExample() {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const [axis, setAxis] = useState<Axis>('both');
  const [position, setPosition] = useState<DragPosition>({x: 0, y: 0});
  return (
    <div className="cdk-drag-drop-free">
      <div className="cdk-drag-drop-free-controls">
        <p id={`${id}-axis`} className="cdk-drag-drop-free-label">
          Movement
        </p>
        <ButtonToggleGroup
          aria-labelledby={`${id}-axis`}
          value={axis}
          onValueChange={(value: string) => setAxis(value as Axis)}
        >
          {AXES.map((option) => (
            <ButtonToggle key={option.value} value={option.value}>
              {option.label}
            </ButtonToggle>
          ))}
        </ButtonToggleGroup>
      </div>
      <div ref={area} className="cdk-drag-drop-free-area">
        <Draggable
          className="cdk-drag-drop-free-card"
          boundary={area}
          lockAxis={axis === 'both' ? undefined : axis}
          position={position}
          onPositionChange={setPosition}
        >
          Drag me around the box
        </Draggable>
      </div>
      <div className="cdk-drag-drop-free-status">
        <output>{`Moved ${position.x}px across and ${position.y}px down`}</output>
        <Button
          variant="outlined"
          disabled={position.x === 0 && position.y === 0}
          onClick={() => setPosition({x: 0, y: 0})}
        >
          Put it back
        </Button>
      </div>
    </div>
  );
}
