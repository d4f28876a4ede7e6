import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {FormField} from '@material-react/material/form-field';
import {Timepicker, type TimepickerLabels} from '@material-react/material/timepicker';
import {useId, useState} from 'react';
import './timepicker-locale-example.css';

interface LocaleOption {
  locale: string;
  name: string;
  field: string;
  labels: Partial<TimepickerLabels>;
}

const LOCALES: LocaleOption[] = [
  {locale: 'en-US', name: 'English (US)', field: 'Departure', labels: {}},
  {
    locale: 'de-DE',
    name: 'Deutsch',
    field: 'Abfahrt',
    labels: {openTimeOptions: 'Uhrzeiten anzeigen', timeOptions: 'Uhrzeiten'},
  },
  {
    locale: 'ja-JP',
    name: '日本語',
    field: '出発時刻',
    labels: {openTimeOptions: '時刻の一覧を開く', timeOptions: '時刻'},
  },
];

/**
 * @title Locales
 *
 * `locale` decides how times are written and read: a 12-hour clock with AM and PM in American
 * English, a 24-hour clock in German or Japanese. `labels` translates the button. The time stays
 * while the language changes.
 */
export function TimepickerLocaleExample() {
  const id = useId();
  const [locale, setLocale] = useState('de-DE');
  const [time, setTime] = useState<Date | null>(new Date(2024, 0, 1, 18, 45));
  const option = LOCALES.find((candidate) => candidate.locale === locale) ?? LOCALES[0]!;
  return (
    <div className="timepicker-locale">
      <p id={`${id}-label`} className="timepicker-locale-label">
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
        <FormField label={option.field}>
          <Timepicker
            locale={locale}
            labels={option.labels}
            interval="1h"
            value={time}
            onValueChange={setTime}
          />
        </FormField>
      </div>
    </div>
  );
}
