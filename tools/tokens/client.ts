// What the Styling tab needs in the browser: nothing here may import Node's modules, unlike the
// reading of stylesheets and descriptions in `component-tokens.ts`.
export {tokenAnchor, type CssToken, type TokenKind} from './extract-tokens';
export {overridesCss, type TokenOverrides} from './overrides-css';
export type {ComponentToken} from './component-tokens';
