import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {describe, expect, it} from 'vitest';
import {renderInMain} from '../../testing';
import {CardExpandableExample} from './card-expandable/card-expandable-example';
import {CardListExample} from './card-list/card-list-example';
import {CardMediaExample} from './card-media/card-media-example';
import {CardOverviewExample} from './card-overview/card-overview-example';

describe('card examples', () => {
  it.each([
    ['card-overview', CardOverviewExample],
    ['card-media', CardMediaExample],
    ['card-list', CardListExample],
    ['card-expandable', CardExpandableExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(document.querySelector('.mat-card')).toBeTruthy();
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('list: cards are list items with headings, and each button is described by its card', async () => {
    const user = userEvent.setup();
    renderInMain(CardListExample);
    const list = screen.getByRole('list', {name: 'Workshops in March'});
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((item) => within(item).getByRole('heading', {level: 3}).textContent)).toEqual([
      'Pottery for beginners',
      'Sourdough bread',
      'Bike repair basics',
    ]);

    const pottery = within(items[0]!);
    const book = pottery.getByRole('button', {name: 'Book a seat'});
    expect(book.getAttribute('aria-describedby')).toBe(
      pottery.getByText('Pottery for beginners').id,
    );
    expect(pottery.getByText('3 seats left')).toBeTruthy();
    await user.click(book);
    expect(pottery.getByText('You have a seat · 2 left')).toBeTruthy();
    await user.click(pottery.getByRole('button', {name: 'Cancel booking'}));
    expect(pottery.getByText('3 seats left')).toBeTruthy();

    const bread = within(items[1]!);
    expect(bread.getByText('Fully booked')).toBeTruthy();
    expect((bread.getByRole('button', {name: 'Book a seat'}) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('expandable: the Method button shows and hides the steps', async () => {
    const user = userEvent.setup();
    renderInMain(CardExpandableExample);
    const method = screen.getByRole('button', {name: 'Method'});
    const steps = document.getElementById(method.getAttribute('aria-controls')!)!;
    expect(method.getAttribute('aria-expanded')).toBe('false');
    expect(steps.hidden).toBe(true);
    expect(screen.queryByRole('listitem')).toBeNull();

    await user.click(method);
    expect(method.getAttribute('aria-expanded')).toBe('true');
    expect(steps.hidden).toBe(false);
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});

    const save = screen.getByRole('button', {name: 'Save recipe'});
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await user.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true');

    method.focus();
    await user.keyboard('{Enter}');
    expect(method.getAttribute('aria-expanded')).toBe('false');
    expect(steps.hidden).toBe(true);
  });
});
