import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {useId, useState} from 'react';
import './button-toggle-overview-example.css';

const VIEWS = [
  {value: 'day', label: 'Day', summary: 'Today: 3 events'},
  {value: 'week', label: 'Week', summary: 'This week: 12 events'},
  {value: 'month', label: 'Month', summary: 'This month: 41 events'},
];

/**
 * @title Button toggle group
 *
 * One view of a calendar at a time. Tab reaches the selected toggle; the arrow keys move the
 * selection.
 */
export function ButtonToggleOverviewExample() {
  const id = useId();
  const [view, setView] = useState('week');
  return (
    <div className="button-toggle-overview">
      <p id={`${id}-label`} className="button-toggle-overview-label">
        Calendar view
      </p>
      <ButtonToggleGroup aria-labelledby={`${id}-label`} value={view} onValueChange={setView}>
        {VIEWS.map((option) => (
          <ButtonToggle key={option.value} value={option.value}>
            {option.label}
          </ButtonToggle>
        ))}
      </ButtonToggleGroup>
      <p className="button-toggle-overview-summary">
        {VIEWS.find((option) => option.value === view)?.summary}
      </p>
    </div>
  );
}
