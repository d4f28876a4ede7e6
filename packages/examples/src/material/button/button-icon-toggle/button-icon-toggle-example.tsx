import {IconButton} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import favoriteFill from '@material-symbols/svg-400/outlined/favorite-fill.svg?raw';
import favorite from '@material-symbols/svg-400/outlined/favorite.svg?raw';
import pause from '@material-symbols/svg-400/outlined/pause.svg?raw';
import playArrow from '@material-symbols/svg-400/outlined/play_arrow.svg?raw';
import repeat from '@material-symbols/svg-400/outlined/repeat.svg?raw';
import volumeOff from '@material-symbols/svg-400/outlined/volume_off.svg?raw';
import volumeUp from '@material-symbols/svg-400/outlined/volume_up.svg?raw';
import {useId, useState} from 'react';
import './button-icon-toggle-example.css';

/**
 * @title Icon buttons that toggle
 *
 * Two ways to make an icon button a toggle. "Favourite", "Repeat" and "Mute" keep their name and
 * report their state with `aria-pressed`; the play button changes its name instead ("Play" or
 * "Pause"), so it must not also be pressed. Never do both on one button.
 */
export function ButtonIconToggleExample() {
  const id = useId();
  const [playing, setPlaying] = useState(false);
  const [favourite, setFavourite] = useState(false);
  const [repeating, setRepeating] = useState(false);
  const [muted, setMuted] = useState(false);

  const state = [
    playing ? 'Playing' : 'Paused',
    favourite && 'in your favourites',
    repeating && 'on repeat',
    muted && 'muted',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className="button-icon-toggle" role="group" aria-labelledby={`${id}-track`}>
      <div className="button-icon-toggle-track">
        <span id={`${id}-track`} className="button-icon-toggle-title">
          Clair de lune
        </span>
        <span className="button-icon-toggle-artist">Claude Debussy · 5:03</span>
      </div>
      <div className="button-icon-toggle-controls">
        <IconButton
          variant="filled"
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => setPlaying(!playing)}
        >
          <Icon svg={playing ? pause : playArrow} />
        </IconButton>
        <IconButton
          variant={favourite ? 'tonal' : 'standard'}
          aria-label="Favourite"
          aria-pressed={favourite}
          onClick={() => setFavourite(!favourite)}
        >
          <Icon svg={favourite ? favoriteFill : favorite} />
        </IconButton>
        <IconButton
          variant={repeating ? 'tonal' : 'standard'}
          aria-label="Repeat"
          aria-pressed={repeating}
          onClick={() => setRepeating(!repeating)}
        >
          <Icon svg={repeat} />
        </IconButton>
        <IconButton
          variant={muted ? 'tonal' : 'standard'}
          aria-label="Mute"
          aria-pressed={muted}
          onClick={() => setMuted(!muted)}
        >
          <Icon svg={muted ? volumeOff : volumeUp} />
        </IconButton>
      </div>
      <p className="button-icon-toggle-state">{state}.</p>
    </div>
  );
}
