export {Tooltip, type TooltipPosition, type TooltipProps} from './tooltip';
