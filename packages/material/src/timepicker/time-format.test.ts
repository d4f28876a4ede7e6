import {describe, expect, it} from 'vitest';
import {
  formatTime,
  generateTimeOptions,
  getTimeOfDay,
  parseInterval,
  parseTime,
  setTimeOfDay,
  toIsoTimeString,
  toTimeOfDay,
  usesTwelveHourClock,
} from './time-format';

// Some engines write a narrow no-break space before AM/PM.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatTime', () => {
  it('writes 12-hour times with a day period in American English', () => {
    expect(plain(formatTime(9 * 60 + 30, 'en-US'))).toBe('9:30 AM');
    expect(plain(formatTime(21 * 60 + 5, 'en-US'))).toBe('9:05 PM');
    expect(plain(formatTime(0, 'en-US'))).toBe('12:00 AM');
    expect(plain(formatTime(12 * 60, 'en-US'))).toBe('12:00 PM');
    expect(usesTwelveHourClock('en-US')).toBe(true);
  });

  it('writes 24-hour times in German and British English', () => {
    expect(formatTime(9 * 60 + 30, 'de-DE')).toBe('09:30');
    expect(formatTime(21 * 60 + 30, 'de-DE')).toBe('21:30');
    expect(formatTime(21 * 60 + 30, 'en-GB')).toBe('21:30');
    expect(formatTime(7 * 60 + 5, 'en-GB')).toBe('07:05');
    expect(usesTwelveHourClock('de-DE')).toBe(false);
  });
});

describe('parseTime', () => {
  it.each([
    ['9:30', 570],
    ['09:30', 570],
    ['930', 570],
    ['9', 540],
    ['21:30', 1290],
    ['2130', 1290],
    ['0:00', 0],
    ['23:59', 1439],
    ['9.30', 570],
    ['9h30', 570],
    ['9:30 pm', 1290],
    ['9:30PM', 1290],
    ['9:30 p.m.', 1290],
    ['9 pm', 1260],
    ['930p', 1290],
    ['12:15 am', 15],
    ['12:15 PM', 735],
    ['9:30\u202fAM', 570],
  ])('reads %j in en-US as %i minutes', (text, minutes) => {
    expect(parseTime(text, 'en-US')).toBe(minutes);
  });

  it.each(['', '  ', 'abc', '24:00', '9:60', '13 pm', '0 am', '12345', '9:3', 'pm', '9:30 xm'])(
    'refuses %j',
    (text) => {
      expect(parseTime(text, 'en-US')).toBeNull();
    },
  );

  it('reads 24-hour times in German, and its own formatted text in every locale', () => {
    expect(parseTime('21:30', 'de-DE')).toBe(1290);
    expect(parseTime('7.05', 'de-DE')).toBe(425);
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'ko-KR', 'ar-EG', 'fr-FR']) {
      for (const minutes of [0, 570, 735, 1290, 1439]) {
        expect(parseTime(formatTime(minutes, locale), locale)).toBe(minutes);
      }
    }
  });

  it("reads a locale's own day period and other scripts' digits", () => {
    expect(parseTime('PM 9:30', 'ko-KR')).toBe(1290);
    expect(parseTime('pm 930', 'en-US')).toBe(1290);
    expect(parseTime('٩:٣٠ م', 'ar-EG')).toBe(1290);
  });
});

describe('parseInterval', () => {
  it('reads minutes and strings with units', () => {
    expect(parseInterval(15)).toBe(15);
    expect(parseInterval('15m')).toBe(15);
    expect(parseInterval('45 min')).toBe(45);
    expect(parseInterval('1h')).toBe(60);
    expect(parseInterval('1.5h')).toBe(90);
    expect(parseInterval('20')).toBe(20);
  });

  it('refuses what is not a positive whole number of minutes', () => {
    expect(parseInterval(0)).toBeNull();
    expect(parseInterval(-5)).toBeNull();
    expect(parseInterval(7.5)).toBeNull();
    expect(parseInterval('10s')).toBeNull();
    expect(parseInterval('soon')).toBeNull();
  });
});

describe('times of day', () => {
  it('lists the times from min to max every interval', () => {
    expect(generateTimeOptions(30)).toHaveLength(48);
    expect(generateTimeOptions(60).at(-1)).toBe(23 * 60);
    expect(generateTimeOptions(15, 9 * 60, 10 * 60)).toEqual([540, 555, 570, 585, 600]);
    expect(generateTimeOptions(45, 9 * 60, 10 * 60)).toEqual([540, 585]);
  });

  it('reads dates and HH:mm strings, and writes HH:mm', () => {
    expect(toTimeOfDay('09:15')).toBe(555);
    expect(toTimeOfDay('17:30:00')).toBe(1050);
    expect(toTimeOfDay(new Date(2024, 0, 1, 8, 45, 30))).toBe(525);
    expect(toTimeOfDay('25:00')).toBeNull();
    expect(toTimeOfDay('9am')).toBeNull();
    expect(toTimeOfDay(new Date(Number.NaN))).toBeNull();
    expect(toTimeOfDay(null)).toBeNull();
    expect(toIsoTimeString(545)).toBe('09:05');
    expect(toIsoTimeString(1290)).toBe('21:30');
  });

  it("changes a date's time and keeps its day", () => {
    const date = setTimeOfDay(new Date(2024, 6, 4, 8, 0, 45, 12), 1290);
    expect(date).toEqual(new Date(2024, 6, 4, 21, 30));
    expect(getTimeOfDay(date)).toBe(1290);
  });
});
