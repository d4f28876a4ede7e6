/*
 * Locale-aware names, formats and parsing of dates, all through `Intl`. Nothing here touches the
 * document or the navigator, so it runs the same on a server.
 */
import {normalizeDigits, removeDirectionMarks} from '../core/date-time/parsing';
import {createDate, getDaysInMonth, parseIsoDate, type DayOfWeek} from './date-math';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached `Intl.DateTimeFormat`, since a calendar formats dozens of dates per render. */
function getFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `Intl.Locale` week data: `getWeekInfo()` in newer engines, the `weekInfo` getter in older ones. */
interface LocaleWithWeekInfo {
  getWeekInfo?: () => {firstDay: number};
  weekInfo?: {firstDay: number};
}

/**
 * Regions whose week does not start on Monday, from CLDR week data, for engines without
 * `Intl.Locale` week info (Firefox, for one). They must agree with the engines that have it, or
 * a page rendered on a server would not hydrate in such a browser.
 */
const REGIONS_BY_FIRST_DAY: [DayOfWeek, string][] = [
  [
    0,
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT ' +
      'MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW',
  ],
  [6, 'AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'],
  [5, 'MV'],
];

/**
 * The first day of the week in a locale (0 for Sunday … 6 for Saturday): from `Intl.Locale`
 * week info where the engine has it, else from the locale's region (or its likely region, for a
 * tag such as `en`) in a table of CLDR data. `null` for a locale `Intl` cannot read.
 */
export function getLocaleFirstDayOfWeek(locale: string): DayOfWeek | null {
  try {
    const intlLocale = new Intl.Locale(locale) as Intl.Locale & LocaleWithWeekInfo;
    const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
    // Week info counts 1 for Monday to 7 for Sunday.
    if (info && Number.isInteger(info.firstDay)) return (info.firstDay % 7) as DayOfWeek;
    const region = intlLocale.region ?? intlLocale.maximize().region;
    if (!region) return null;
    return (
      REGIONS_BY_FIRST_DAY.find(([, regions]) => regions.split(' ').includes(region))?.[0] ?? 1
    );
  } catch {
    return null;
  }
}

/** A week that holds one of each weekday, Sunday (index 0) first: 2023-01-01 was a Sunday. */
const SAMPLE_WEEK = Array.from({length: 7}, (_, day) => createDate(2023, 0, 1 + day));

/** The names of the days of the week, Sunday first: `narrow` (S), `short` (Sun) or `long` (Sunday). */
export function getWeekdayNames(
  locale: string,
  style: 'narrow' | 'short' | 'long' = 'long',
): string[] {
  const formatter = getFormatter(locale, {weekday: style});
  return SAMPLE_WEEK.map((date) => formatter.format(date));
}

/** The names of the months, January first, as they stand alone: `short` (Jan) or `long` (January). */
export function getMonthNames(locale: string, style: 'short' | 'long' = 'long'): string[] {
  const formatter = getFormatter(locale, {month: style});
  return Array.from({length: 12}, (_, month) => formatter.format(createDate(2023, month, 1)));
}

/** A month and its year, as a calendar heading shows it: "January 2024". */
export function formatMonthYear(date: Date, locale: string): string {
  return getFormatter(locale, {month: 'long', year: 'numeric'}).format(date);
}

/** A year as the locale writes it: "2024", or "2024年" in Japanese. */
export function formatYear(year: number, locale: string): string {
  return getFormatter(locale, {year: 'numeric'}).format(createDate(year, 0, 1));
}

/** A date in full, for assistive technology: "Friday, January 5, 2024". */
export function formatFullDate(date: Date, locale: string): string {
  return getFormatter(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** The day of the month as the locale writes it in a calendar cell: "5", or "٥" in Arabic. */
export function formatDayOfMonth(date: Date, locale: string): string {
  return getFormatter(locale, {day: 'numeric'}).format(date);
}

const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
};

/** A date in the locale's short numeric form, as a date input shows it: "1/5/2024", "5.1.2024". */
export function formatDate(date: Date, locale: string): string {
  return getFormatter(locale, NUMERIC_DATE).format(date);
}

/** A part of a numeric date. */
export type DateField = 'day' | 'month' | 'year';

/** The order in which the locale writes the day, month and year of a numeric date. */
export function getDateFieldOrder(locale: string): DateField[] {
  const parts = getFormatter(locale, NUMERIC_DATE).formatToParts(createDate(2023, 10, 22));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DateField => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['month', 'day', 'year'];
}

/**
 * The shape of a numeric date in the locale, for a hint or a placeholder: `MM/DD/YYYY` in
 * American English, `DD.MM.YYYY` in German, `YYYY/MM/DD` in Japanese.
 */
export function getDateInputPattern(locale: string): string {
  const letters: Record<DateField, string> = {day: 'DD', month: 'MM', year: 'YYYY'};
  return getFormatter(locale, NUMERIC_DATE)
    .formatToParts(createDate(2023, 10, 22))
    .map((part) =>
      part.type === 'literal'
        ? removeDirectionMarks(part.value)
        : (letters[part.type as DateField] ?? ''),
    )
    .join('')
    .trim();
}

/**
 * Reads what someone typed as a date, in the order the locale writes numeric dates: three runs
 * of digits separated by anything ("5.1.2024", "05/01/2024", "2024年1月5日"), in any script's
 * digits. A one- or two-digit year means 1950–2049. An ISO date (`2024-01-05`) is also read, in
 * any locale. Returns `null` for anything else, or for a day the month does not have.
 */
export function parseDate(text: string, locale: string): Date | null {
  const normalized = normalizeDigits(text).trim();
  if (!normalized) return null;
  const iso = parseIsoDate(normalized);
  if (iso) return iso;
  const numbers = normalized.match(/\d+/g);
  if (!numbers || numbers.length !== 3) return null;
  const order = getDateFieldOrder(locale);
  const field = (name: DateField) => numbers[order.indexOf(name)]!;
  const yearText = field('year');
  if (yearText.length === 3 || yearText.length > 4) return null;
  let year = Number(yearText);
  if (yearText.length <= 2) year += year < 50 ? 2000 : 1900;
  const month = Number(field('month'));
  const day = Number(field('day'));
  if (month < 1 || month > 12 || day < 1 || day > getDaysInMonth(year, month - 1)) return null;
  return createDate(year, month - 1, day);
}
