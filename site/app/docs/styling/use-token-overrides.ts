import {useCallback, useMemo, useState} from 'react';
import type {TokenOverrides} from '@material-react/tools/tokens/client';

/** The token values a visitor set on the Styling tab, and the ways to change them. */
export interface TokenOverridesState {
  /** The values set, by token name; a token not set is absent. */
  overrides: TokenOverrides;
  /** How many tokens are set. */
  count: number;
  /** Sets a token's value; an empty value clears it, so the token falls back again. */
  setOverride(name: string, value: string): void;
  /** Clears every value. */
  reset(): void;
}

/**
 * The state of the Styling tab's "Try it": token values by name. It lives only as long as the
 * tab: the overrides are a trial, and the page says how to keep them (Copy CSS).
 */
export function useTokenOverrides(): TokenOverridesState {
  const [overrides, setOverrides] = useState<Record<string, string>>({});
  const setOverride = useCallback((name: string, value: string) => {
    setOverrides((current) => {
      if (value.trim() === '') {
        if (!(name in current)) return current;
        const {[name]: _cleared, ...rest} = current;
        return rest;
      }
      return current[name] === value ? current : {...current, [name]: value};
    });
  }, []);
  const reset = useCallback(() => setOverrides({}), []);
  return useMemo(
    () => ({overrides, count: Object.keys(overrides).length, setOverride, reset}),
    [overrides, setOverride, reset],
  );
}
