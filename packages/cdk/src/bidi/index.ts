export {getDirection, parseDirection, type Direction} from './direction';
export {DirectionProvider, useDirection, type DirectionProviderProps} from './direction-provider';
