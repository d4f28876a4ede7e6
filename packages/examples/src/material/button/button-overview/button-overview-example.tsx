import {Button, type ButtonVariant} from '@material-react/material/button';
import {Icon} from '@material-react/material/icon';
import send from '@material-symbols/svg-400/outlined/send.svg?raw';
import './button-overview-example.css';

const VARIANTS: ButtonVariant[] = ['text', 'outlined', 'tonal', 'elevated', 'filled'];

/** @title Button variants */
export function ButtonOverviewExample() {
  return (
    <table className="button-overview">
      <caption>Each variant enabled, disabled and with an icon</caption>
      <tbody>
        {VARIANTS.map((variant) => (
          <tr key={variant}>
            <th scope="row">{variant}</th>
            <td>
              <Button variant={variant}>Basic</Button>
            </td>
            <td>
              <Button variant={variant} disabled>
                Disabled
              </Button>
            </td>
            <td>
              <Button variant={variant}>
                <Icon svg={send} />
                Send
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
