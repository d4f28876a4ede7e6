import {Tab, TabGroup, type TabAlignment} from '@material-react/material/tabs';
import {useId, useState} from 'react';
import './tab-group-align-example.css';

const ALIGNMENTS: TabAlignment[] = ['start', 'center', 'end'];

/** @title Tab group with aligned or stretched tabs */
export function TabGroupAlignExample() {
  const [align, setAlign] = useState<TabAlignment>('center');
  const [stretch, setStretch] = useState(false);
  const name = useId();
  return (
    <div className="tab-group-align">
      <fieldset className="tab-group-align-options">
        <legend>Tab alignment</legend>
        {ALIGNMENTS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={align === value}
              onChange={() => setAlign(value)}
            />
            {value}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={stretch}
            onChange={(event) => setStretch(event.target.checked)}
          />
          stretch
        </label>
      </fieldset>
      <TabGroup aria-label="Seasons" alignTabs={align} stretchTabs={stretch}>
        <Tab label="Spring" className="tab-group-align-panel">
          Blossoms and longer days.
        </Tab>
        <Tab label="Summer" className="tab-group-align-panel">
          Warm evenings outside.
        </Tab>
        <Tab label="Autumn" className="tab-group-align-panel">
          Falling leaves and harvest.
        </Tab>
      </TabGroup>
    </div>
  );
}
