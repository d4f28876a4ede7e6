import {describe, expect, it, vi} from 'vitest';
import {
  formatDate,
  formatDayOfMonth,
  formatFullDate,
  formatMonthYear,
  formatYear,
  getDateFieldOrder,
  getDateInputPattern,
  getLocaleFirstDayOfWeek,
  getMonthNames,
  getWeekdayNames,
  parseDate,
} from './date-format';
import {createDate, toIsoDateString} from './date-math';

const iso = (date: Date | null) => (date ? toIsoDateString(date) : null);
const jan5 = createDate(2024, 0, 5);

describe('locales', () => {
  it('finds the first day of the week from Intl week info', () => {
    expect(getLocaleFirstDayOfWeek('en-US')).toBe(0);
    expect(getLocaleFirstDayOfWeek('de-DE')).toBe(1);
    expect(getLocaleFirstDayOfWeek('en-GB')).toBe(1);
    expect(getLocaleFirstDayOfWeek('ar-EG')).toBe(6);
    expect(getLocaleFirstDayOfWeek('ja-JP')).toBe(0);
  });

  it('falls back to CLDR data by region where the engine has no week info', () => {
    const locale = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const hadGetter = 'getWeekInfo' in locale;
    vi.spyOn(
      Intl.Locale.prototype as unknown as {weekInfo: unknown},
      'weekInfo',
      'get',
    ).mockReturnValue(undefined);
    if (hadGetter) {
      vi.spyOn(locale as {getWeekInfo: () => unknown}, 'getWeekInfo').mockReturnValue(undefined);
    }
    expect(getLocaleFirstDayOfWeek('en-US')).toBe(0);
    expect(getLocaleFirstDayOfWeek('en')).toBe(0);
    expect(getLocaleFirstDayOfWeek('de-DE')).toBe(1);
    expect(getLocaleFirstDayOfWeek('fr')).toBe(1);
    expect(getLocaleFirstDayOfWeek('ar-EG')).toBe(6);
    expect(getLocaleFirstDayOfWeek('dv-MV')).toBe(5);
    expect(getLocaleFirstDayOfWeek('pt-BR')).toBe(0);
  });
});

describe('names', () => {
  it('names the weekdays, Sunday first, in three lengths', () => {
    expect(getWeekdayNames('en-US', 'long')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(getWeekdayNames('en-US', 'short')[1]).toBe('Mon');
    expect(getWeekdayNames('en-US', 'narrow')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
    expect(getWeekdayNames('de-DE')[1]).toBe('Montag');
  });

  it('names the months, January first', () => {
    expect(getMonthNames('en-US')).toHaveLength(12);
    expect(getMonthNames('en-US')[0]).toBe('January');
    expect(getMonthNames('en-US', 'short')[11]).toBe('Dec');
    expect(getMonthNames('de-DE')[2]).toBe('März');
  });

  it('formats headings, cells and full dates in the locale', () => {
    expect(formatMonthYear(jan5, 'en-US')).toBe('January 2024');
    expect(formatMonthYear(jan5, 'de-DE')).toBe('Januar 2024');
    expect(formatMonthYear(jan5, 'ja-JP')).toBe('2024年1月');
    expect(formatYear(2024, 'en-US')).toBe('2024');
    expect(formatYear(2024, 'ja-JP')).toBe('2024年');
    expect(formatFullDate(jan5, 'en-US')).toBe('Friday, January 5, 2024');
    expect(formatFullDate(jan5, 'de-DE')).toBe('Freitag, 5. Januar 2024');
    expect(formatDayOfMonth(jan5, 'en-US')).toBe('5');
    expect(formatDayOfMonth(jan5, 'ar-EG')).toBe('٥');
  });

  it('writes numeric dates in the locale order', () => {
    expect(formatDate(jan5, 'en-US')).toBe('1/5/2024');
    expect(formatDate(jan5, 'de-DE')).toBe('5.1.2024');
    expect(formatDate(jan5, 'en-GB')).toBe('05/01/2024');
    expect(formatDate(jan5, 'ja-JP')).toBe('2024/1/5');
  });
});

describe('the order and shape of numeric dates', () => {
  it('derives the field order from formatToParts', () => {
    expect(getDateFieldOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(getDateFieldOrder('de-DE')).toEqual(['day', 'month', 'year']);
    expect(getDateFieldOrder('en-GB')).toEqual(['day', 'month', 'year']);
    expect(getDateFieldOrder('ja-JP')).toEqual(['year', 'month', 'day']);
    expect(getDateFieldOrder('ko-KR')).toEqual(['year', 'month', 'day']);
  });

  it('describes the shape for hints', () => {
    expect(getDateInputPattern('en-US')).toBe('MM/DD/YYYY');
    expect(getDateInputPattern('de-DE')).toBe('DD.MM.YYYY');
    expect(getDateInputPattern('ja-JP')).toBe('YYYY/MM/DD');
  });
});

describe('parsing typed dates', () => {
  it('reads three numbers in the locale order, with any separators', () => {
    expect(iso(parseDate('1/5/2024', 'en-US'))).toBe('2024-01-05');
    expect(iso(parseDate('01-05-2024', 'en-US'))).toBe('2024-01-05');
    expect(iso(parseDate(' 1 5 2024 ', 'en-US'))).toBe('2024-01-05');
    expect(iso(parseDate('5.1.2024', 'de-DE'))).toBe('2024-01-05');
    expect(iso(parseDate('05/01/2024', 'en-GB'))).toBe('2024-01-05');
    expect(iso(parseDate('2024/1/5', 'ja-JP'))).toBe('2024-01-05');
    expect(iso(parseDate('2024年1月5日', 'ja-JP'))).toBe('2024-01-05');
    expect(iso(parseDate('2024. 1. 5.', 'ko-KR'))).toBe('2024-01-05');
  });

  it('reads what the same locale writes', () => {
    for (const locale of ['en-US', 'de-DE', 'en-GB', 'ja-JP', 'fr-FR', 'ko-KR', 'ar-EG', 'hi-IN']) {
      const date = createDate(2031, 10, 23);
      expect(iso(parseDate(formatDate(date, locale), locale))).toBe('2031-11-23');
    }
  });

  it('reads digits of other scripts', () => {
    expect(iso(parseDate('٥‏/١‏/٢٠٢٤', 'ar-EG'))).toBe('2024-01-05');
  });

  it('reads two-digit years as 1950–2049 and ISO dates in any locale', () => {
    expect(iso(parseDate('1/5/24', 'en-US'))).toBe('2024-01-05');
    expect(iso(parseDate('1/5/49', 'en-US'))).toBe('2049-01-05');
    expect(iso(parseDate('1/5/50', 'en-US'))).toBe('1950-01-05');
    expect(iso(parseDate('2024-01-05', 'de-DE'))).toBe('2024-01-05');
  });

  it('refuses anything that is not a real date', () => {
    expect(parseDate('', 'en-US')).toBeNull();
    expect(parseDate('   ', 'en-US')).toBeNull();
    expect(parseDate('tomorrow', 'en-US')).toBeNull();
    expect(parseDate('1/5', 'en-US')).toBeNull();
    expect(parseDate('1/5/2024/7', 'en-US')).toBeNull();
    expect(parseDate('2/30/2024', 'en-US')).toBeNull();
    expect(parseDate('13/1/2024', 'en-US')).toBeNull();
    expect(parseDate('0/1/2024', 'en-US')).toBeNull();
    expect(parseDate('1/0/2024', 'en-US')).toBeNull();
    expect(parseDate('1/5/202', 'en-US')).toBeNull();
    expect(parseDate('1/5/20245', 'en-US')).toBeNull();
    expect(parseDate('29.2.2023', 'de-DE')).toBeNull();
    expect(iso(parseDate('29.2.2024', 'de-DE'))).toBe('2024-02-29');
  });
});
