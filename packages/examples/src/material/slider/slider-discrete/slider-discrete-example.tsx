import {Slider} from '@material-react/material/slider';
import {useId, useState} from 'react';
import './slider-discrete-example.css';

/**
 * @title Discrete slider with tick marks
 *
 * A text size from 12 to 32 pixels in steps of 2: a tick mark at every step, and a value label
 * above the thumb while it is dragged or focused.
 */
export function SliderDiscreteExample() {
  const id = useId();
  const [size, setSize] = useState(16);
  return (
    <div className="slider-discrete">
      <p id={`${id}-label`} className="slider-discrete-label">
        Text size
      </p>
      <Slider
        aria-labelledby={`${id}-label`}
        min={12}
        max={32}
        step={2}
        discrete
        showTickMarks
        formatValue={(value) => `${value}px`}
        getAriaValueText={(value) => `${value} pixels`}
        value={size}
        onValueChange={setSize}
      />
      <p className="slider-discrete-preview" style={{fontSize: size}}>
        The quick brown fox jumps over the lazy dog.
      </p>
    </div>
  );
}
