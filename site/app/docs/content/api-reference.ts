import type {ApiDoc} from '@material-react/tools/api';
import type {ItemFacts} from './doc-content';

export type {
  ApiDoc,
  ClassDoc,
  ComponentDoc,
  ConstantDoc,
  FunctionDoc,
  InheritedProps,
  MethodDoc,
  ParameterDoc,
  PropDoc,
  SignatureDoc,
  TypeDoc,
} from '@material-react/tools/api';

/**
 * The API reference of a documentation item: one {@link ApiDoc} per entry point, extracted from
 * the TypeScript sources at build time. Every `description`, `deprecated` and return description
 * is HTML already (rendered from the TSDoc markdown by the docs pipeline).
 */
export interface ApiReference {
  entryPoints: ApiDoc[];
  /** What the item's header shows (see {@link ItemFacts}). */
  item?: ItemFacts;
}
