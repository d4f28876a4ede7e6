import type {Locator} from '@playwright/test';
import {expect, openExample, test} from './fixtures';

/**
 * The forms guide's examples, submitted in Chromium as a visitor does: the form libraries' own
 * validation (errors in the fields, focus on the first), and a React form action behind the
 * browser's validation.
 */
const GUIDE = '/guide/forms';

async function chooseRoom(body: Locator, room: string) {
  await body.getByRole('combobox', {name: /Room/}).click();
  await body.page().getByRole('option', {name: room}).click();
}

for (const id of ['form-field-react-hook-form', 'form-field-tanstack-form']) {
  test(`${id}: errors show in the fields, focus goes to the first, and a full form books`, async ({
    page,
    consoleErrors,
  }) => {
    const body = await openExample(page, GUIDE, id);
    const errors = body.locator('.mat-form-field-error');
    await body.getByRole('button', {name: 'Book'}).click();
    await expect(errors).toHaveText([
      'Enter your name.',
      'Enter your email address.',
      'Choose a room.',
    ]);
    await expect(body.getByRole('textbox', {name: /Name/})).toBeFocused();

    await page.keyboard.type('Ada');
    await body.getByRole('textbox', {name: /Email/}).fill('ada@example.com');
    await body.getByRole('button', {name: 'Book'}).click();
    await expect(body.getByRole('combobox', {name: /Room/})).toBeFocused();
    await chooseRoom(body, 'Double');
    await body.getByRole('button', {name: 'Book'}).click();
    await expect(body.getByRole('status')).toHaveText('Booked the double room for Ada.');
    await expect(errors).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('form-field-action-state: the browser stops an empty form, the action refuses or books', async ({
  page,
  consoleErrors,
}) => {
  const body = await openExample(page, GUIDE, 'form-field-action-state');
  const name = body.getByRole('textbox', {name: /Name/});
  const room = body.getByRole('combobox', {name: /Room/});
  await body.getByRole('button', {name: 'Book'}).click();
  // The browser's own validation: the first empty field takes focus and shows the message.
  await expect(name).toBeFocused();
  await expect(body.locator('.mat-form-field-error').first()).not.toBeEmpty();

  await name.fill('Ada');
  await chooseRoom(body, 'Family');
  await body.getByRole('button', {name: 'Book'}).click();
  await expect(body.locator('.mat-form-field-error')).toHaveText([
    'The family room is taken on those dates: choose another.',
  ]);
  // What was sent comes back after React's reset of the form, and focus goes to the refusal.
  await expect(room).toBeFocused();
  await expect(room).toHaveText('Family');
  await expect(name).toHaveValue('Ada');
  // The browser's reset put the select's hidden validity control back to its first option (no
  // choice); it is set again, so the form, which shows a choice, is valid as it stands.
  await expect
    .poll(() => body.locator('form').evaluate((form: HTMLFormElement) => form.checkValidity()))
    .toBe(true);

  await chooseRoom(body, 'Single');
  await body.getByRole('button', {name: 'Book'}).click();
  await expect(body.getByRole('status')).toHaveText('Booked the single room for Ada.');
  await expect(name).toHaveValue('');
  await expect(room).toHaveText('');
  expect(consoleErrors).toEqual([]);
});
