import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {
  Datepicker,
  getDateInputPattern,
  type DatepickerLabels,
} from '@material-react/material/datepicker';
import {FormField} from '@material-react/material/form-field';
import {useId, useState} from 'react';
import './datepicker-locale-example.css';

interface LocaleOption {
  locale: string;
  name: string;
  field: string;
  labels: Partial<DatepickerLabels>;
}

const LOCALES: LocaleOption[] = [
  {locale: 'en-GB', name: 'English (UK)', field: 'Date of birth', labels: {}},
  {
    locale: 'de-DE',
    name: 'Deutsch',
    field: 'Geburtsdatum',
    labels: {
      openCalendar: 'Kalender öffnen',
      closeCalendar: 'Kalender schließen',
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      previousYear: 'Vorheriges Jahr',
      nextYear: 'Nächstes Jahr',
      previousYears: 'Vorherige 24 Jahre',
      nextYears: 'Nächste 24 Jahre',
      switchToMultiYearView: 'Monat und Jahr wählen',
      switchToMonthView: 'Datum wählen',
    },
  },
  {
    locale: 'ja-JP',
    name: '日本語',
    field: '生年月日',
    labels: {
      openCalendar: 'カレンダーを開く',
      closeCalendar: 'カレンダーを閉じる',
      previousMonth: '前の月',
      nextMonth: '次の月',
      previousYear: '前の年',
      nextYear: '次の年',
      previousYears: '前の24年',
      nextYears: '次の24年',
      switchToMultiYearView: '年と月を選ぶ',
      switchToMonthView: '日付を選ぶ',
    },
  },
];

/**
 * @title Locales
 *
 * `locale` sets the month and weekday names, the first day of the week and the order in which
 * dates are typed and shown; `labels` translates the buttons. The same date is kept while the
 * language changes.
 */
export function DatepickerLocaleExample() {
  const id = useId();
  const [locale, setLocale] = useState('de-DE');
  const [date, setDate] = useState<Date | null>(new Date(1990, 4, 17));
  const option = LOCALES.find((candidate) => candidate.locale === locale) ?? LOCALES[0]!;
  return (
    <div className="datepicker-locale">
      <p id={`${id}-label`} className="datepicker-locale-label">
        Language
      </p>
      <ButtonToggleGroup aria-labelledby={`${id}-label`} value={locale} onValueChange={setLocale}>
        {LOCALES.map((candidate) => (
          <ButtonToggle key={candidate.locale} value={candidate.locale} lang={candidate.locale}>
            {candidate.name}
          </ButtonToggle>
        ))}
      </ButtonToggleGroup>
      <div lang={locale}>
        <FormField label={option.field} hint={getDateInputPattern(locale)}>
          <Datepicker locale={locale} labels={option.labels} value={date} onValueChange={setDate} />
        </FormField>
      </div>
    </div>
  );
}
