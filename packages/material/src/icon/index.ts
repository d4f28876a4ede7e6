export {Icon, type IconProps} from './icon';
export {parseSvgIcon, type SvgIconData} from './parse-svg';
