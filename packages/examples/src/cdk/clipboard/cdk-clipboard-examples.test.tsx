import {expectNoAxeViolations} from '@material-react/cdk/testing';
import {screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {renderInMain} from '../../testing';
import {CdkClipboardCopyButtonExample} from './cdk-clipboard-copy-button/cdk-clipboard-copy-button-example';
import {CdkClipboardOverviewExample} from './cdk-clipboard-overview/cdk-clipboard-overview-example';

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('cdk clipboard examples', () => {
  it.each([
    ['cdk-clipboard-overview', CdkClipboardOverviewExample],
    ['cdk-clipboard-copy-button', CdkClipboardCopyButtonExample],
  ])('%s renders without accessibility violations', async (_id, Example) => {
    renderInMain(Example);
    expect(screen.getAllByRole('button').length).toBeGreaterThan(0);
    await expectNoAxeViolations(document.body, {requireLandmarks: true});
  });

  it('copy button: copies each value and confirms it in words', async () => {
    // user-event puts a clipboard of its own on `navigator`, which `readText` reads back.
    const user = userEvent.setup();
    renderInMain(CdkClipboardCopyButtonExample);
    const status = screen.getByRole('status');

    const copyId = screen.getByRole('button', {name: 'Copy the meeting ID'});
    const icon = () => copyId.querySelector('path')?.getAttribute('d');
    const copyIcon = icon();
    await user.click(copyId);
    await waitFor(() => expect(status.textContent).toBe('Meeting ID copied.'));
    expect(await navigator.clipboard.readText()).toBe('845 221 9073');
    // The button that copied shows a check mark until another value is copied.
    expect(icon()).not.toBe(copyIcon);

    await user.click(screen.getByRole('button', {name: 'Copy the video link'}));
    await waitFor(() => expect(status.textContent).toBe('Video link copied.'));
    expect(await navigator.clipboard.readText()).toBe('https://meet.example.com/845-221-9073');
    expect(icon()).toBe(copyIcon);
  });

  it('copy button: says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    document.execCommand = vi.fn(() => false);
    renderInMain(CdkClipboardCopyButtonExample);
    await user.click(screen.getByRole('button', {name: 'Copy the passcode'}));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy the passcode. Select it and copy it by hand.',
      ),
    );
    expect(screen.getByText('otter42')).toBeTruthy();
  });
});
