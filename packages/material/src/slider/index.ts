export {RangeSlider, type RangeSliderProps, type SliderRangeValue} from './range-slider';
export {Slider, type SliderProps} from './slider';
export type {SliderBaseProps, SliderOrientation, SliderValueFormatter} from './slider-props';
