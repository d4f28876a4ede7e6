export {DEFAULT_THEME_NAME, prebuiltThemes, type PrebuiltTheme, type ThemeName} from './themes';
