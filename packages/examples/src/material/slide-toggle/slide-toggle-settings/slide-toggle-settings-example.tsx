import {SlideToggle} from '@material-react/material/slide-toggle';
import {useId, useState} from 'react';
import './slide-toggle-settings-example.css';

/**
 * @title Settings that apply at once
 *
 * A list of reading settings, each a switch with its label at the start of the row and a line
 * of explanation linked through `aria-describedby`. Every change shows in the preview straight
 * away, which is what switches are for. "Hyphenation" only applies to justified text, so it is
 * disabled until "Justify text" is on.
 */
export function SlideToggleSettingsExample() {
  const id = useId();
  const [invert, setInvert] = useState(false);
  const [large, setLarge] = useState(false);
  const [justify, setJustify] = useState(true);
  const [hyphens, setHyphens] = useState(false);

  const settings = [
    {
      key: 'invert',
      label: 'Invert colours',
      description: 'Swaps the colours of the page and the text.',
      checked: invert,
      onChange: setInvert,
    },
    {
      key: 'large',
      label: 'Larger text',
      description: 'Raises the text size by one step.',
      checked: large,
      onChange: setLarge,
    },
    {
      key: 'justify',
      label: 'Justify text',
      description: 'Lines fill the whole width of the page.',
      checked: justify,
      onChange: setJustify,
    },
    {
      key: 'hyphens',
      label: 'Hyphenation',
      description: justify
        ? 'Breaks long words at the end of a line.'
        : 'Available when “Justify text” is on.',
      checked: justify && hyphens,
      onChange: setHyphens,
      disabled: !justify,
    },
  ];

  return (
    <div className="slide-toggle-settings">
      <ul className="slide-toggle-settings-list" aria-label="Reading settings">
        {settings.map((setting) => (
          <li key={setting.key}>
            <SlideToggle
              labelPosition="before"
              checked={setting.checked}
              disabled={setting.disabled}
              onCheckedChange={setting.onChange}
              aria-describedby={`${id}-${setting.key}`}
            >
              {setting.label}
            </SlideToggle>
            <p id={`${id}-${setting.key}`} className="slide-toggle-settings-description">
              {setting.description}
            </p>
          </li>
        ))}
      </ul>
      <p
        className="slide-toggle-settings-preview"
        data-invert={invert ? '' : undefined}
        data-large={large ? '' : undefined}
        data-justify={justify ? '' : undefined}
        data-hyphens={justify && hyphens ? '' : undefined}
      >
        The lighthouse keeper climbed the hundred and twelve steps every evening, wound the great
        clockwork that turned the lens, and watched the beam sweep out across the unquiet water
        until the first fishing boats came home.
      </p>
    </div>
  );
}
