export {Badge, type BadgePosition, type BadgeProps, type BadgeSize} from './badge';
