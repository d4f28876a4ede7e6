import {Breakpoints, useBreakpoint, type BreakpointName} from '@material-react/cdk/layout';
import './cdk-layout-breakpoints-example.css';

const NAMES = Object.keys(Breakpoints) as BreakpointName[];

/** @title Which breakpoints match now */
export function CdkLayoutBreakpointsExample() {
  const {breakpoints} = useBreakpoint(NAMES.map((name) => Breakpoints[name]));
  return (
    <table className="cdk-layout-breakpoints">
      <caption>Named breakpoints for this window; resize it to see them change</caption>
      <thead>
        <tr>
          <th scope="col">Breakpoint</th>
          <th scope="col">Matches</th>
        </tr>
      </thead>
      <tbody>
        {NAMES.map((name) => {
          const matches = breakpoints[Breakpoints[name]] ?? false;
          return (
            <tr key={name} data-matches={matches ? '' : undefined}>
              <th scope="row">{name}</th>
              <td>{matches ? 'Yes' : 'No'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
