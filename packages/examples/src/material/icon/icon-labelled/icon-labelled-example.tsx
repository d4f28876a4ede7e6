import {Icon} from '@material-react/material/icon';
import checkCircle from '@material-symbols/svg-400/outlined/check_circle.svg?raw';
import error from '@material-symbols/svg-400/outlined/error.svg?raw';
import warning from '@material-symbols/svg-400/outlined/warning.svg?raw';
import './icon-labelled-example.css';

const JOBS = [
  {name: 'Build', status: 'Passed', icon: checkCircle, tone: 'ok'},
  {name: 'Unit tests', status: 'Passed with warnings', icon: warning, tone: 'warn'},
  {name: 'Deploy', status: 'Failed', icon: error, tone: 'error'},
];

/**
 * @title Icons with a text alternative
 *
 * The status icons stand alone in their column, so each has a `label` and is announced as an
 * image; the status is not written anywhere else.
 */
export function IconLabelledExample() {
  return (
    <table className="icon-labelled">
      <thead>
        <tr>
          <th scope="col">Job</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {JOBS.map((job) => (
          <tr key={job.name}>
            <td>{job.name}</td>
            <td>
              <Icon svg={job.icon} label={job.status} data-tone={job.tone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
