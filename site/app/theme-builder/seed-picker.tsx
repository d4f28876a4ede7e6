import {FormField, Input} from '@material-react/material/form-field';
import {Icon} from '@material-react/material/icon';
import imageIcon from '@material-symbols/svg-400/outlined/image.svg?raw';
import {useId, useState, type DragEvent, type ReactNode} from 'react';
import {seedColorsFromImage} from './image-colors';
import {normalizeHex} from './theme-choices';
import './seed-picker.css';

/** Props of {@link SeedPicker}. */
export interface SeedPickerProps {
  /** The current seed, `#rrggbb`. */
  seed: string;
  onSeedChange: (seed: string) => void;
  /** What follows the controls in the group, such as the scheme's key colours. */
  children?: ReactNode;
}

type ImageState =
  | {status: 'idle'}
  | {status: 'reading'; name: string}
  | {status: 'ready'; name: string; colors: string[]}
  | {status: 'failed'; name: string};

/** The hex text field: it follows the seed, and says when what is typed is not a colour. */
function HexField({seed, onSeedChange}: SeedPickerProps) {
  const [text, setText] = useState(seed);
  const [shownSeed, setShownSeed] = useState(seed);
  // A seed chosen elsewhere (the colour input, a swatch) replaces the text.
  if (shownSeed !== seed) {
    setShownSeed(seed);
    setText(seed);
  }
  const valid = normalizeHex(text) !== null;
  return (
    <FormField
      label="Seed hex code"
      className="docs-tb-hex"
      hint="#rrggbb or #rgb"
      error={valid ? undefined : `Not a hex colour. The seed stays ${seed}.`}
    >
      <Input
        value={text}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          const hex = normalizeHex(event.target.value);
          if (hex) {
            setShownSeed(hex);
            onSeedChange(hex);
          }
        }}
      />
    </FormField>
  );
}

/** Colours from an image the visitor drops or chooses, offered as swatches. */
function ImageColors({seed, onSeedChange}: SeedPickerProps) {
  const id = useId();
  const [image, setImage] = useState<ImageState>({status: 'idle'});
  const [dragging, setDragging] = useState(false);
  const read = (file: File | undefined) => {
    if (!file) return;
    setImage({status: 'reading', name: file.name});
    seedColorsFromImage(file).then(
      (colors) =>
        setImage(
          colors.length > 0
            ? {status: 'ready', name: file.name, colors}
            : {status: 'failed', name: file.name},
        ),
      () => setImage({status: 'failed', name: file.name}),
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };
  return (
    <div className="docs-tb-image">
      <div
        className="docs-tb-drop"
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon svg={imageIcon} />
        <input
          id={`${id}-file`}
          className="docs-tb-file"
          type="file"
          accept="image/*"
          onChange={(event) => {
            read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={`${id}-file`} className="docs-tb-file-label">
          Seed from an image
        </label>
        <span className="docs-tb-drop-hint">Choose or drop one; it never leaves your browser.</span>
      </div>
      <div className="docs-tb-image-result" aria-live="polite">
        {image.status === 'reading' && <p>Reading the colours of {image.name}…</p>}
        {image.status === 'failed' && (
          <p className="docs-tb-error" role="alert">
            {image.name} could not be read as an image. Try a PNG, JPEG, GIF or WebP file.
          </p>
        )}
        {image.status === 'ready' && (
          <>
            <p id={`${id}-swatches`}>Colours from {image.name}:</p>
            <div className="docs-tb-swatches" role="group" aria-labelledby={`${id}-swatches`}>
              {image.colors.map((color) => (
                <button
                  key={color}
                  type="button"
                  className="docs-tb-swatch"
                  aria-label={`Use ${color} as the seed`}
                  aria-pressed={color === seed}
                  style={{backgroundColor: color}}
                  onClick={() => onSeedChange(color)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The seed colour: a colour input and its hex text field (an invalid hex says so and keeps the
 * last good colour), or one of the colours of an image.
 */
export function SeedPicker({seed, onSeedChange, children}: SeedPickerProps) {
  const id = useId();
  return (
    <fieldset className="docs-tb-group docs-tb-seed">
      <legend className="docs-tb-legend">Seed colour</legend>
      <div className="docs-tb-seed-row">
        <input
          id={`${id}-color`}
          className="docs-tb-color"
          type="color"
          aria-label="Seed colour"
          value={seed}
          onChange={(event) => onSeedChange(event.target.value.toLowerCase())}
        />
        <HexField seed={seed} onSeedChange={onSeedChange} />
      </div>
      <ImageColors seed={seed} onSeedChange={onSeedChange} />
      {children}
    </fieldset>
  );
}
