import type {ApiDoc, ClassDoc, ComponentDoc, ConstantDoc, FunctionDoc, TypeDoc} from './api-types';

// How an API reference is laid out, shared by the API page and the Markdown writer so that the
// two list the same groups in the same order under the same names. Types only, and no imports at
// run time: the browser and the MCP server's bundle import it.

/** A documented symbol of an entry point, of any kind. */
export type ApiSymbol = ComponentDoc | FunctionDoc | ClassDoc | TypeDoc | ConstantDoc;

/** The groups of an entry point's symbols, in the order and under the headings they are shown. */
export const API_GROUPS = [
  {key: 'components', title: 'Components'},
  {key: 'hooks', title: 'Hooks'},
  {key: 'classes', title: 'Classes'},
  {key: 'functions', title: 'Functions'},
  {key: 'types', title: 'Types and interfaces'},
  {key: 'constants', title: 'Constants'},
] as const satisfies readonly {key: keyof ApiDoc; title: string}[];

/** The key of a group of {@link API_GROUPS}: `components`, `hooks`, … */
export type ApiGroupKey = (typeof API_GROUPS)[number]['key'];

/** What each kind of symbol is called where it is shown. */
export const API_KIND_NAMES: Readonly<Record<ApiSymbol['kind'], string>> = {
  component: 'Component',
  hook: 'Hook',
  function: 'Function',
  class: 'Class',
  interface: 'Interface',
  type: 'Type',
  enum: 'Enum',
  constant: 'Constant',
};

/** What stands for a prop's or a parameter's default when it has none. */
export const NO_DEFAULT = '–';

/** Every symbol of an entry point, group by group in the order of {@link API_GROUPS}. */
export function symbolsOf(api: ApiDoc): ApiSymbol[] {
  return API_GROUPS.flatMap(({key}): readonly ApiSymbol[] => api[key]);
}
