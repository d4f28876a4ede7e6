import {Badge, type BadgePosition} from '@material-react/material/badge';
import {Icon} from '@material-react/material/icon';
import {SlideToggle} from '@material-react/material/slide-toggle';
import inbox from '@material-symbols/svg-400/outlined/inbox.svg?raw';
import {useState} from 'react';
import './badge-positions-example.css';

const POSITIONS: BadgePosition[] = ['above after', 'above before', 'below after', 'below before'];

/**
 * @title Badge positions
 *
 * A badge goes above or below its host, after or before it in the text direction, over its corner
 * or beside it. Switch to right-to-left text to see `after` and `before` change sides.
 */
export function BadgePositionsExample() {
  const [overlap, setOverlap] = useState(true);
  const [rtl, setRtl] = useState(false);
  return (
    <div className="badge-positions">
      <div className="badge-positions-options">
        <SlideToggle checked={overlap} onCheckedChange={setOverlap}>
          Overlap
        </SlideToggle>
        <SlideToggle checked={rtl} onCheckedChange={setRtl}>
          Right-to-left
        </SlideToggle>
      </div>
      <ul className="badge-positions-list" dir={rtl ? 'rtl' : 'ltr'} aria-label="Positions">
        {POSITIONS.map((position) => (
          <li key={position} className="badge-positions-item">
            <Badge
              content={4}
              position={position}
              overlap={overlap}
              description={`4 new, badge ${position}`}
            >
              <Icon svg={inbox} />
            </Badge>
            <code className="badge-positions-caption">{position}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
