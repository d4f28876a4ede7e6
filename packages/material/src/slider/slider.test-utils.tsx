import {setLayoutBox} from '@material-react/cdk/testing';
import {fireEvent, screen} from '@testing-library/react';
import {Slider, type SliderProps} from './index';

/** A slider named Volume inside a `<main>`, with any other props. */
export function Volume(props: Partial<SliderProps>) {
  return (
    <main>
      <Slider aria-label="Volume" {...props} />
    </main>
  );
}

export const slider = (name = 'Volume') => screen.getByRole<HTMLInputElement>('slider', {name});
export const root = () => document.querySelector<HTMLElement>('.mat-slider')!;
const track = () => document.querySelector<HTMLElement>('.mat-slider-track')!;
export const thumb = () => document.querySelector<HTMLElement>('.mat-slider-thumb')!;

/** Gives the track a 200 x 4px box at (100, 50), so a pointer at x = 100 + 2v is at v percent. */
export function layOutTrack(box = {x: 100, y: 50, width: 200, height: 4}) {
  setLayoutBox(track(), box);
}

export function press(x: number, y = 52, init: PointerEventInit = {}) {
  fireEvent.pointerDown(root(), {clientX: x, clientY: y, pointerId: 1, button: 0, ...init});
}
export const move = (x: number, y = 52) =>
  fireEvent.pointerMove(root(), {clientX: x, clientY: y, pointerId: 1});
export const release = (x: number, y = 52) =>
  fireEvent.pointerUp(root(), {clientX: x, clientY: y, pointerId: 1});
