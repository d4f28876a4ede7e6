import {expectNoAxeViolations, prerenderAndHydrate} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it} from 'vitest';
import {FormField} from '../form-field';
import {Timepicker} from './index';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('hydration', () => {
  let unmount = () => {};
  afterEach(() => {
    unmount();
    document.documentElement.removeAttribute('lang');
  });

  it("renders English on the server and switches to the document's language after hydrating", async () => {
    document.documentElement.lang = 'de-DE';
    const tree = await prerenderAndHydrate(
      <form aria-label="Booking">
        <FormField label="Start">
          <Timepicker name="start" defaultValue={new Date(2024, 6, 4, 21, 30)} />
        </FormField>
      </form>,
    );
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(plain(tree.html)).toContain('value="9:30 PM"');
    const input = screen.getByRole('combobox', {name: 'Start'}) as HTMLInputElement;
    expect(input.value).toBe('21:30');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', {name: 'Open time options'}));
    const listbox = screen.getByRole('listbox', {name: 'Start'});
    expect(within(listbox).getAllByRole('option')[1]?.textContent).toBe('00:30');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input.value).toBe('22:00');
    const form = screen.getByRole('form') as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['start', '22:00']]);
  });

  it('hydrates an open timepicker and shows its list after hydration', async () => {
    const tree = await prerenderAndHydrate(
      <main>
        <Timepicker aria-label="Start" locale="en-US" defaultOpen interval="1h" />
      </main>,
    );
    unmount = tree.unmount;
    expect(tree.recoverableErrors).toEqual([]);
    expect(tree.consoleErrors).toEqual([]);
    expect(tree.html).not.toContain('role="listbox"');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(24);
    // The list lives in the overlay container, outside the page's landmarks.
    await expectNoAxeViolations();
  });
});
