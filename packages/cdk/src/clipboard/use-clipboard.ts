'use client';

import {useCallback, useEffect, useRef, useState} from 'react';
import {copyText} from './copy-text';

/** Options of {@link useClipboard}. */
export interface UseClipboardOptions {
  /**
   * How long `copied` stays `true` after a successful copy, in milliseconds.
   * @default 2000
   */
  timeout?: number;
}

/** What {@link useClipboard} returns. */
export interface UseClipboardResult {
  /** Copies `text` and resolves to whether it worked; see `copyText`. */
  copy: (text: string) => Promise<boolean>;
  /** Whether a copy succeeded within the last `timeout` milliseconds, to show a confirmation. */
  copied: boolean;
}

/**
 * Copies text to the clipboard from a component and remembers, for a moment, that it did, so the
 * component can say "Copied".
 *
 * ```tsx
 * const {copy, copied} = useClipboard();
 * <Button onClick={() => copy(code)}>{copied ? 'Copied' : 'Copy'}</Button>
 * ```
 */
export function useClipboard(options: UseClipboardOptions = {}): UseClipboardResult {
  const {timeout = 2000} = options;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      const success = await copyText(text);
      clearTimeout(timer.current);
      setCopied(success);
      if (success) timer.current = setTimeout(() => setCopied(false), timeout);
      return success;
    },
    [timeout],
  );

  return {copy, copied};
}
