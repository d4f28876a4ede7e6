import {SlideToggle} from '@material-react/material/slide-toggle';
import './slide-toggle-overview-example.css';

/**
 * Switches turn a setting on or off at once; the handle shows a check or a cross unless the icon
 * is hidden.
 *
 * @title Slide toggles
 */
export function SlideToggleOverviewExample() {
  return (
    <div className="slide-toggle-overview">
      <SlideToggle defaultChecked>Wi-Fi</SlideToggle>
      <SlideToggle>Bluetooth</SlideToggle>
      <SlideToggle hideIcon>Airplane mode</SlideToggle>
      <SlideToggle disabled defaultChecked>
        Location (managed by your organisation)
      </SlideToggle>
    </div>
  );
}
