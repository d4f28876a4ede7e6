/**
 * The JSON shape of the API reference. Every `description` (and `deprecated`, `returns`
 * description) is the TSDoc text as markdown, with `{@link X}` turned into `` `X` ``: the site
 * renders it (for instance with `renderMarkdown` from `tools/markdown`, or `renderApiDescriptions`).
 */

/** Where a symbol is declared, relative to the repository root. */
export interface SourceLocation {
  file: string;
  /** 1-based. */
  line: number;
}

/** What every documented symbol has. */
export interface ApiSymbolBase {
  name: string;
  /** The type parameters of a generic class, interface or type alias: `<T>`. */
  typeParameters?: string;
  /** TSDoc summary and remarks, as markdown; empty when undocumented. */
  description: string;
  /** The `@deprecated` text (what to use instead); absent when not deprecated. */
  deprecated?: string;
  source: SourceLocation;
}

/** A prop of a component, or a member of an interface or object type. */
export interface PropDoc {
  name: string;
  /** The type as written in the source, e.g. `TooltipPosition` or `(value: string) => void`. */
  type: string;
  /** For a type alias of literals, the literals: `'above' | 'below'`. */
  expandedType?: string;
  /** Whether the prop must be given. */
  required: boolean;
  /** The `@default` value, or the component's destructuring default, as source text. */
  default?: string;
  description: string;
  deprecated?: string;
  /** Whether the member is `readonly`. */
  readonly?: boolean;
}

/**
 * The props (or members) inherited from React's DOM attribute types, collapsed into one line
 * instead of hundreds.
 */
export interface InheritedProps {
  /** The element whose attributes are inherited, e.g. `button`; absent for any HTML element. */
  element?: string;
  /** How many props are inherited. */
  count: number;
  /** The line to show, as markdown: "…and every prop of `<button>`". */
  text: string;
}

/** A function parameter. */
export interface ParameterDoc {
  name: string;
  type: string;
  /** Whether the parameter may be left out. */
  optional: boolean;
  /** The default value as source text. */
  default?: string;
  /** From `@param`. */
  description: string;
}

/** A function component. */
export interface ComponentDoc extends ApiSymbolBase {
  kind: 'component';
  /** The name of the props type, e.g. `TooltipProps`. */
  propsType?: string;
  /** The component's own props (not the inherited DOM ones), required first then by name. */
  props: PropDoc[];
  inherited?: InheritedProps;
}

/** A call signature. */
export interface SignatureDoc {
  /** E.g. `useFocusOrigin(element: HTMLElement | null): FocusOrigin`. */
  signature: string;
  parameters: ParameterDoc[];
  returns: {type: string; description: string};
}

/** A hook (`use*`) or another function. */
export interface FunctionDoc extends ApiSymbolBase, SignatureDoc {
  kind: 'hook' | 'function';
  /** Every overload, when there are several (the first is also the main signature). */
  overloads?: SignatureDoc[];
}

/** A public property of a class. */
export interface ClassPropertyDoc extends PropDoc {
  /** Whether it belongs to the class rather than to its instances. */
  static: boolean;
}

/** A public method of a class. */
export interface MethodDoc extends ApiSymbolBase, SignatureDoc {
  /** Whether it belongs to the class rather than to its instances. */
  static: boolean;
}

/** A class. */
export interface ClassDoc extends ApiSymbolBase {
  kind: 'class';
  constructorSignature?: SignatureDoc;
  properties: ClassPropertyDoc[];
  methods: MethodDoc[];
}

/** A member of an enum. */
export interface EnumMemberDoc {
  name: string;
  value?: string | number;
  description: string;
  deprecated?: string;
}

/** An interface, a type alias or an enum. */
export interface TypeDoc extends ApiSymbolBase {
  kind: 'interface' | 'type' | 'enum';
  /** For a type alias: its definition as written. */
  type?: string;
  /** For a type alias of literals: the literals. */
  expandedType?: string;
  /** For an interface or an object type: its members (inherited DOM ones collapsed). */
  members?: PropDoc[];
  inherited?: InheritedProps;
  /** For an enum: its members. */
  enumMembers?: EnumMemberDoc[];
  /** For the props type of an exported component: the component's name. */
  propsOf?: string;
}

/** An exported constant. */
export interface ConstantDoc extends ApiSymbolBase {
  kind: 'constant';
  type: string;
  /** The value as written, when it is short. */
  value?: string;
}

/** A public symbol (or member) without documentation: the docs build fails on these. */
export interface ApiProblem {
  entryPoint: string;
  /** The exported symbol. */
  symbol: string;
  /** The prop, member or enum member, if the problem is in one. */
  member?: string;
  source: SourceLocation;
  message: string;
}

/** The API of one entry point. */
export interface ApiDoc {
  /** E.g. `@material-react/material/tooltip`. */
  entryPoint: string;
  /** The entry file, relative to the repository root. */
  file: string;
  /** `import {Tooltip} from '@material-react/material/tooltip';` (runtime exports only). */
  importLine: string;
  components: ComponentDoc[];
  hooks: FunctionDoc[];
  functions: FunctionDoc[];
  classes: ClassDoc[];
  types: TypeDoc[];
  constants: ConstantDoc[];
  /** Undocumented public symbols and members. */
  problems: ApiProblem[];
}

/** An entry point to document. */
export interface ApiEntryPoint {
  /** The import path users write, e.g. `@material-react/material/tooltip`. */
  entryPoint: string;
  /** Its `index.ts`, relative to the repository root (or absolute). */
  file: string;
}
