export {Divider, type DividerOrientation, type DividerProps} from './divider';
