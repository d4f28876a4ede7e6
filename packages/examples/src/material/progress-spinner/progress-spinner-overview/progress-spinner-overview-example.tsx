import {ProgressSpinner} from '@material-react/material/progress-spinner';
import './progress-spinner-overview-example.css';

/** @title Progress spinners */
export function ProgressSpinnerOverviewExample() {
  return (
    <div className="progress-spinner-overview">
      <figure>
        <ProgressSpinner aria-label="Loading messages" mode="indeterminate" />
        <figcaption>Indeterminate</figcaption>
      </figure>
      <figure>
        <ProgressSpinner aria-label="Storage used" value={70} />
        <figcaption>Determinate, 70%</figcaption>
      </figure>
      <figure>
        <ProgressSpinner aria-label="Syncing" mode="indeterminate" diameter={24} strokeWidth={3} />
        <figcaption>Small, 24px</figcaption>
      </figure>
    </div>
  );
}
