export type {
  ApiDoc,
  ApiEntryPoint,
  ApiProblem,
  ClassDoc,
  ClassPropertyDoc,
  ComponentDoc,
  ConstantDoc,
  EnumMemberDoc,
  FunctionDoc,
  InheritedProps,
  MethodDoc,
  ParameterDoc,
  PropDoc,
  SignatureDoc,
  SourceLocation,
  TypeDoc,
} from './api-types';
export {findEntryPoints} from './entry-points';
export {extractAllApis, extractApi, type ExtractOptions} from './extract-api';
export {renderApiDescriptions} from './render-descriptions';
