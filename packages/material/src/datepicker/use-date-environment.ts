'use client';

import {useMemo, useSyncExternalStore} from 'react';
import {getLocaleFirstDayOfWeek} from './date-format';
import {parseIsoDate, startOfDay, toIsoDateString, type DayOfWeek} from './date-math';

/** Calls `onChange` just after every local midnight, when "today" moves on. */
function subscribeToMidnight(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    const now = new Date();
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      tomorrow.getTime() - now.getTime() + 1000,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

// A string snapshot, which stays equal between calls on the same day.
const todayKey = () => toIsoDateString(new Date());
const unknownToday = () => null;

/**
 * Today's date at local midnight: the `today` given, else the client's clock, which moves on at
 * midnight. Unknown (`null`) on the server and while hydrating, since the server's day (or the
 * day a page was prerendered) may not be the visitor's; it is known right after hydration.
 */
export function useToday(today?: Date | null): Date | null {
  const key = useSyncExternalStore(subscribeToMidnight, todayKey, unknownToday);
  const given = today ? today.getTime() : today;
  return useMemo(() => {
    if (given !== undefined) return given === null ? null : startOfDay(new Date(given));
    return key ? parseIsoDate(key) : null;
  }, [given, key]);
}

/**
 * The first day of the week: `firstDayOfWeek` when given, else the locale's (from `Intl.Locale`
 * week info), else Sunday where the engine has no week info.
 */
export function useFirstDayOfWeek(locale: string, firstDayOfWeek?: DayOfWeek): DayOfWeek {
  return useMemo(
    () => firstDayOfWeek ?? getLocaleFirstDayOfWeek(locale) ?? 0,
    [locale, firstDayOfWeek],
  );
}
