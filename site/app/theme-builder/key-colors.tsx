import type {ColorRole, ColorScheme} from './color-roles';
import './key-colors.css';

const KEY_ROLES: readonly {role: ColorRole; label: string}[] = [
  {role: 'primary', label: 'Primary'},
  {role: 'secondary', label: 'Secondary'},
  {role: 'tertiary', label: 'Tertiary'},
  {role: 'error', label: 'Error'},
  {role: 'surface-container-highest', label: 'Surface'},
  {role: 'outline', label: 'Outline'},
];

/** The scheme's main roles at a glance, as chips of their colours with their hex values. */
export function KeyColors({scheme}: {scheme: ColorScheme}) {
  return (
    <div className="docs-tb-key-colors">
      <p className="docs-tb-label">Key colours (light)</p>
      <ul>
        {KEY_ROLES.map(({role, label}) => (
          <li key={role}>
            <span
              className="docs-tb-key-swatch"
              aria-hidden="true"
              style={{backgroundColor: scheme[role]}}
            />
            <span className="docs-tb-key-name">{label}</span>
            <code>{scheme[role]}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
