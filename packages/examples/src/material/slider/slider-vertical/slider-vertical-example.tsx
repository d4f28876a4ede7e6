import {Button} from '@material-react/material/button';
import {Slider} from '@material-react/material/slider';
import {useId, useState} from 'react';
import './slider-vertical-example.css';

const BANDS = ['60 Hz', '250 Hz', '1 kHz', '4 kHz', '16 kHz'];
const FLAT = BANDS.map(() => 0);

const decibels = (value: number) => (value > 0 ? `+${value} dB` : `${value} dB`);
const spokenDecibels = (value: number) =>
  value === 0 ? '0 decibels' : `${value > 0 ? 'plus' : 'minus'} ${Math.abs(value)} decibels`;

/**
 * @title Vertical sliders
 *
 * An equalizer: one vertical slider per frequency band, from -12 dB at the bottom to +12 dB at
 * the top. Up and Right raise a band, Down and Left lower it.
 */
export function SliderVerticalExample() {
  const id = useId();
  const [gains, setGains] = useState(FLAT);
  const setGain = (band: number) => (value: number) =>
    setGains((current) => current.map((gain, index) => (index === band ? value : gain)));
  return (
    <div className="slider-vertical">
      <p id={`${id}-title`} className="slider-vertical-title">
        Equalizer
      </p>
      <div role="group" aria-labelledby={`${id}-title`} className="slider-vertical-bands">
        {BANDS.map((band, index) => (
          <div key={band} className="slider-vertical-band">
            <span className="slider-vertical-gain" aria-hidden="true">
              {decibels(gains[index]!)}
            </span>
            <Slider
              orientation="vertical"
              aria-labelledby={`${id}-band-${index}`}
              min={-12}
              max={12}
              showTickMarks
              step={3}
              formatValue={decibels}
              getAriaValueText={spokenDecibels}
              value={gains[index]}
              onValueChange={setGain(index)}
            />
            <span id={`${id}-band-${index}`} className="slider-vertical-band-name">
              {band}
            </span>
          </div>
        ))}
      </div>
      <Button onClick={() => setGains(FLAT)} disabled={gains.every((gain) => gain === 0)}>
        Reset to flat
      </Button>
    </div>
  );
}
