import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import {Slider} from '@material-react/material/slider';
import volumeDown from '@material-symbols/svg-400/outlined/volume_down.svg?raw';
import volumeUp from '@material-symbols/svg-400/outlined/volume_up.svg?raw';
import {useId, useState} from 'react';
import './slider-overview-example.css';

/**
 * @title Volume slider
 *
 * A continuous slider between two icon buttons that step the volume down and up. Drag the thumb,
 * press anywhere on the track, or use the arrow keys, Page Up, Page Down, Home and End.
 */
export function SliderOverviewExample() {
  const id = useId();
  const [volume, setVolume] = useState(40);
  const change = (delta: number) => setVolume((value) => Math.min(100, Math.max(0, value + delta)));
  return (
    <div className="slider-overview">
      <p id={`${id}-label`} className="slider-overview-label">
        Volume
      </p>
      <div className="slider-overview-row">
        <IconButton aria-label="Quieter" onClick={() => change(-10)}>
          <Icon svg={volumeDown} />
        </IconButton>
        <Slider
          aria-labelledby={`${id}-label`}
          value={volume}
          onValueChange={setVolume}
          getAriaValueText={(value) => `${value}%`}
        />
        <IconButton aria-label="Louder" onClick={() => change(10)}>
          <Icon svg={volumeUp} />
        </IconButton>
      </div>
      <p className="slider-overview-value">{volume}%</p>
    </div>
  );
}
