import {ButtonToggle, ButtonToggleGroup} from '@material-react/material/button-toggle';
import {FormField} from '@material-react/material/form-field';
import {Option, Select} from '@material-react/material/select';
import {Slider} from '@material-react/material/slider';
import {useId} from 'react';
import {
  CONTRAST_LEVELS,
  PREVIEW_MODES,
  SCHEME_VARIANTS,
  type PreviewMode,
  type SchemeVariant,
  type ThemeChoices,
} from './theme-choices';

/** Props of {@link SchemeOptions}. */
export interface SchemeOptionsProps {
  choices: ThemeChoices;
  onChange: (changes: Partial<ThemeChoices>) => void;
}

const contrastLabel = (index: number) => CONTRAST_LEVELS[index]?.label ?? '';

/** The scheme variant, the contrast level (a slider over the four levels) and what is shown. */
export function SchemeOptions({choices, onChange}: SchemeOptionsProps) {
  const id = useId();
  const contrastIndex = CONTRAST_LEVELS.findIndex((level) => level.id === choices.contrast);
  return (
    <fieldset className="docs-tb-group docs-tb-options">
      <legend className="docs-tb-legend">Scheme</legend>
      <FormField label="Scheme" className="docs-tb-variant">
        <Select<SchemeVariant>
          value={choices.variant}
          onValueChange={(variant) => variant && onChange({variant})}
        >
          {SCHEME_VARIANTS.map((variant) => (
            <Option key={variant.id} value={variant.id}>
              {variant.label}
            </Option>
          ))}
        </Select>
      </FormField>
      <div className="docs-tb-contrast">
        <div className="docs-tb-contrast-head">
          <span id={`${id}-contrast`} className="docs-tb-label">
            Contrast
          </span>
          <span className="docs-tb-contrast-value">{contrastLabel(contrastIndex)}</span>
        </div>
        <Slider
          aria-labelledby={`${id}-contrast`}
          min={0}
          max={CONTRAST_LEVELS.length - 1}
          step={1}
          showTickMarks
          value={contrastIndex}
          onValueChange={(index) => onChange({contrast: CONTRAST_LEVELS[index]!.id})}
          getAriaValueText={contrastLabel}
        />
        <div className="docs-tb-contrast-scale" aria-hidden="true">
          {CONTRAST_LEVELS.map((level) => (
            <span key={level.id}>{level.label}</span>
          ))}
        </div>
      </div>
      <div className="docs-tb-mode">
        <span id={`${id}-mode`} className="docs-tb-label">
          Show
        </span>
        <ButtonToggleGroup<PreviewMode>
          aria-labelledby={`${id}-mode`}
          value={choices.mode}
          onValueChange={(mode) => mode && onChange({mode})}
        >
          {PREVIEW_MODES.map((mode) => (
            <ButtonToggle key={mode.id} value={mode.id}>
              {mode.label}
            </ButtonToggle>
          ))}
        </ButtonToggleGroup>
      </div>
    </fieldset>
  );
}
