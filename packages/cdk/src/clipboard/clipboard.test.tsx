import {act, fireEvent, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {copyText, copyWithTextarea} from './copy-text';
import {CopyToClipboard} from './copy-to-clipboard';
import {useClipboard} from './use-clipboard';

/** jsdom has neither `execCommand` nor the Clipboard API: both are installed per test. */
let execCommand: ReturnType<typeof vi.fn>;
let copiedByCommand: string[];

function mockClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? {writeText: vi.fn(writeText)} : undefined,
  });
  return navigator.clipboard as unknown as {writeText: ReturnType<typeof vi.fn>} | undefined;
}

beforeEach(() => {
  copiedByCommand = [];
  execCommand = vi.fn((command: string) => {
    const active = document.activeElement;
    if (command !== 'copy' || !(active instanceof HTMLTextAreaElement)) return false;
    copiedByCommand.push(active.value.slice(active.selectionStart, active.selectionEnd));
    return true;
  });
  document.execCommand = execCommand as unknown as typeof document.execCommand;
});

afterEach(() => {
  mockClipboard(undefined);
  vi.useRealTimers();
});

describe('copyText', () => {
  it('uses the Clipboard API when it exists', async () => {
    const clipboard = mockClipboard(() => Promise.resolve());
    await expect(copyText('hello')).resolves.toBe(true);
    expect(clipboard?.writeText).toHaveBeenCalledWith('hello');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the API is missing', async () => {
    mockClipboard(undefined);
    await expect(copyText('fallback text')).resolves.toBe(true);
    expect(copiedByCommand).toEqual(['fallback text']);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the API refuses', async () => {
    mockClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await expect(copyText('second try')).resolves.toBe(true);
    expect(copiedByCommand).toEqual(['second try']);
  });

  it('resolves to false when nothing can copy', async () => {
    mockClipboard(undefined);
    execCommand.mockImplementation(() => {
      throw new Error('Unsupported');
    });
    await expect(copyText('x')).resolves.toBe(false);
  });

  it('restores focus and the text field selection after the fallback', () => {
    render(<input aria-label="Name" defaultValue="Ada Lovelace" />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    input.focus();
    input.setSelectionRange(4, 12);
    expect(copyWithTextarea('copied')).toBe(true);
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 12]);
  });

  it('restores the page selection after the fallback', () => {
    render(<p>Some selected words</p>);
    const text = screen.getByText('Some selected words').firstChild!;
    const range = document.createRange();
    range.setStart(text, 5);
    range.setEnd(text, 13);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
    copyWithTextarea('other');
    expect(document.getSelection()!.toString()).toBe('selected');
  });
});

function CopyField() {
  const {copy, copied} = useClipboard({timeout: 1000});
  return (
    <main>
      <button onClick={() => copy('npm i @material-react/material')}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </main>
  );
}

describe('useClipboard', () => {
  it('reports a copy for a while', async () => {
    vi.useFakeTimers();
    const clipboard = mockClipboard(() => Promise.resolve());
    render(<CopyField />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
    });
    expect(clipboard?.writeText).toHaveBeenCalledWith('npm i @material-react/material');
    expect(screen.getByRole('button', {name: 'Copied'})).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByRole('button', {name: 'Copied'})).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', {name: 'Copy'})).toBeTruthy();
    vi.useRealTimers();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });

  it('does not report a failed copy', async () => {
    mockClipboard(undefined);
    execCommand.mockReturnValue(false);
    render(<CopyField />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
    });
    expect(screen.getByRole('button', {name: 'Copy'})).toBeTruthy();
  });
});

describe('CopyToClipboard', () => {
  it('copies on click, as a button or through its child', async () => {
    const user = userEvent.setup();
    const clipboard = mockClipboard(() => Promise.resolve());
    const onCopied = vi.fn();
    render(
      <main>
        <CopyToClipboard text="one" onCopied={onCopied}>
          Copy one
        </CopyToClipboard>
        <CopyToClipboard text="two" asChild>
          <a href="#two">Copy two</a>
        </CopyToClipboard>
      </main>,
    );
    const button = screen.getByRole('button', {name: 'Copy one'});
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(clipboard?.writeText).toHaveBeenLastCalledWith('one');
    expect(onCopied).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('link', {name: 'Copy two'}));
    expect(clipboard?.writeText).toHaveBeenLastCalledWith('two');
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
