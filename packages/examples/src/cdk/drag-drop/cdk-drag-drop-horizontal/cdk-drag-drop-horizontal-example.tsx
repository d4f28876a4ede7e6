import {Draggable, DropList, moveItemInArray} from '@material-react/cdk/drag-drop';
import {useId, useState} from 'react';
import './cdk-drag-drop-horizontal-example.css';

const SLIDES = ['Welcome', 'Agenda', 'Last quarter', 'Results', 'Next steps', 'Questions'];

/**
 * @title Horizontal list
 *
 * A `DropList` with `orientation="horizontal"`: the slides are ordered along the line, with Left
 * and Right on the keyboard (mirrored in right-to-left text). The strip scrolls, and scrolls by
 * itself while a slide is dragged near one of its ends.
 */
export function CdkDragDropHorizontalExample() {
  const labelId = useId();
  const [slides, setSlides] = useState(SLIDES);
  return (
    <div className="cdk-drag-drop-horizontal">
      <p id={labelId} className="cdk-drag-drop-horizontal-label">
        Slide order
      </p>
      <DropList<string>
        orientation="horizontal"
        aria-labelledby={labelId}
        className="cdk-drag-drop-horizontal-list"
        onDrop={({previousIndex, currentIndex}) =>
          setSlides((current) => moveItemInArray(current, previousIndex, currentIndex))
        }
      >
        {slides.map((slide, index) => (
          <Draggable
            key={slide}
            data={slide}
            label={slide}
            lockAxis="x"
            className="cdk-drag-drop-horizontal-slide"
          >
            <span className="cdk-drag-drop-horizontal-number">{index + 1}</span>
            {slide}
          </Draggable>
        ))}
      </DropList>
    </div>
  );
}
