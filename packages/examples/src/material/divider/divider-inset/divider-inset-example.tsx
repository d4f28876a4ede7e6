import {Divider} from '@material-react/material/divider';
import {Icon} from '@material-react/material/icon';
import folder from '@material-symbols/svg-400/outlined/folder.svg?raw';
import image from '@material-symbols/svg-400/outlined/image.svg?raw';
import './divider-inset-example.css';

const FOLDERS = [
  {name: 'Photos', updated: 'Jan 1, 2026', icon: image},
  {name: 'Recipes', updated: 'Jan 17, 2026', icon: folder},
  {name: 'Work', updated: 'Jan 28, 2026', icon: folder},
];

/** @title Inset dividers in a list */
export function DividerInsetExample() {
  return (
    <ul className="divider-inset" aria-label="Folders">
      {FOLDERS.map((item, index) => (
        <li key={item.name}>
          <div className="divider-inset-item">
            <span className="divider-inset-avatar">
              <Icon svg={item.icon} />
            </span>
            <span>
              <span className="divider-inset-name">{item.name}</span>
              <span className="divider-inset-date">{item.updated}</span>
            </span>
          </div>
          {/* The list already separates its items for assistive technology. */}
          {index < FOLDERS.length - 1 && <Divider inset decorative />}
        </li>
      ))}
    </ul>
  );
}
