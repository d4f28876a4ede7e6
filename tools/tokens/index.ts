export {
  extractTokens,
  findVarReads,
  tokenKind,
  type CssToken,
  type TokenKind,
} from './extract-tokens';
export {
  describeTokens,
  descriptionsFile,
  readComponentTokens,
  type ComponentToken,
  type ComponentTokens,
} from './component-tokens';
export {overridesCss, type TokenOverrides} from './overrides-css';
