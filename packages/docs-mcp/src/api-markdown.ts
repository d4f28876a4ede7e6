import type {
  ApiDoc,
  ClassDoc,
  ComponentDoc,
  ConstantDoc,
  FunctionDoc,
  InheritedProps,
  ParameterDoc,
  PropDoc,
  SignatureDoc,
  TypeDoc,
} from '@material-react/tools/api';
import {blocks, code, fence, heading, table} from './markdown';

/** A documented symbol of an entry point. */
export type ApiSymbol = ComponentDoc | FunctionDoc | ClassDoc | TypeDoc | ConstantDoc;

/** Every symbol of an entry point, in the order the API page shows them. */
export function symbolsOf(api: ApiDoc): ApiSymbol[] {
  return [
    ...api.components,
    ...api.hooks,
    ...api.functions,
    ...api.classes,
    ...api.types,
    ...api.constants,
  ];
}

/** Whether a symbol exists at run time (and is imported without `type`). */
function isRuntime(symbol: ApiSymbol): boolean {
  return symbol.kind !== 'interface' && symbol.kind !== 'type';
}

/** The line that imports one symbol from its entry point. */
export function importLineOf(api: ApiDoc, symbol: ApiSymbol): string {
  const keyword = isRuntime(symbol) ? 'import' : 'import type';
  return `${keyword} {${symbol.name}} from '${api.entryPoint}';`;
}

const deprecation = (text: string | undefined) =>
  text === undefined ? undefined : `**Deprecated:** ${text || 'do not use in new code.'}`;

const withDeprecation = (description: string, deprecated: string | undefined) =>
  [deprecated === undefined ? '' : `**Deprecated:** ${deprecated}`, description]
    .filter(Boolean)
    .join(' ');

function typeText(type: string, expanded?: string): string {
  return expanded && expanded !== type ? `${code(type)} (${code(expanded)})` : code(type);
}

const inheritedLine = (inherited: InheritedProps | undefined) => inherited?.text;

function propsTable(props: readonly PropDoc[], nameHeader: string): string | undefined {
  if (props.length === 0) return undefined;
  return table(
    [nameHeader, 'Type', 'Default', 'Description'],
    props.map((prop) => [
      `${code(prop.name)}${prop.required ? ' (required)' : ''}${prop.readonly ? ' (readonly)' : ''}`,
      typeText(prop.type, prop.expandedType),
      prop.default === undefined ? '' : code(prop.default),
      withDeprecation(prop.description, prop.deprecated),
    ]),
  );
}

function parametersTable(parameters: readonly ParameterDoc[]): string | undefined {
  if (parameters.length === 0) return undefined;
  return table(
    ['Parameter', 'Type', 'Default', 'Description'],
    parameters.map((parameter) => [
      `${code(parameter.name)}${parameter.optional ? ' (optional)' : ''}`,
      code(parameter.type),
      parameter.default === undefined ? '' : code(parameter.default),
      parameter.description,
    ]),
  );
}

function signatureBlock(signature: SignatureDoc, showReturns = true): string {
  const {returns} = signature;
  const returnsLine =
    showReturns && returns.type !== 'void'
      ? `Returns ${code(returns.type)}${returns.description ? `: ${returns.description}` : '.'}`
      : undefined;
  return blocks(
    fence(signature.signature, 'ts'),
    parametersTable(signature.parameters),
    returnsLine,
  );
}

function functionBody(doc: FunctionDoc): string {
  const overloads = doc.overloads ?? [];
  if (overloads.length < 2) return signatureBlock(doc);
  return blocks(
    `${overloads.length} overloads:`,
    ...overloads.map((overload, index) =>
      blocks(`Overload ${index + 1}:`, signatureBlock(overload)),
    ),
  );
}

function classBody(doc: ClassDoc, level: number): string {
  const properties = doc.properties.map((property) => ({
    ...property,
    name: property.static ? `static ${property.name}` : property.name,
  }));
  return blocks(
    doc.constructorSignature && signatureBlock(doc.constructorSignature, false),
    properties.length > 0 && blocks('Properties:', propsTable(properties, 'Property')),
    ...doc.methods.map((method) =>
      blocks(
        heading(level + 1, `${method.static ? 'static ' : ''}${method.name}()`),
        deprecation(method.deprecated),
        method.description,
        signatureBlock(method),
      ),
    ),
  );
}

function typeBody(doc: TypeDoc, options: {inEntryPoint: boolean}): string | undefined {
  if (doc.propsOf !== undefined && options.inEntryPoint) {
    return `Its members are the props of ${code(doc.propsOf)} above.`;
  }
  if (doc.kind === 'enum') {
    return table(
      ['Member', 'Value', 'Description'],
      (doc.enumMembers ?? []).map((member) => [
        code(member.name),
        member.value === undefined ? '' : code(JSON.stringify(member.value)),
        withDeprecation(member.description, member.deprecated),
      ]),
    );
  }
  if (doc.kind === 'type' && doc.type !== undefined && doc.members === undefined) {
    const definition = `type ${doc.name}${doc.typeParameters ?? ''} = ${doc.type};`;
    return blocks(
      fence(definition, 'ts'),
      doc.expandedType && doc.expandedType !== doc.type && `That is ${code(doc.expandedType)}.`,
    );
  }
  return blocks(propsTable(doc.members ?? [], 'Member'), inheritedLine(doc.inherited));
}

const KIND_LABEL: Record<ApiSymbol['kind'], string> = {
  component: 'component',
  hook: 'hook',
  function: 'function',
  class: 'class',
  interface: 'interface',
  type: 'type',
  enum: 'enum',
  constant: 'constant',
};

/** Options of {@link renderSymbol}. */
export interface RenderSymbolOptions {
  /** Whether the symbol is shown with its entry point (a props type then points at its component). */
  inEntryPoint?: boolean;
  /** Markdown put right under the heading (where the symbol comes from). */
  preamble?: string;
}

/**
 * One symbol as Markdown: its heading (at `level`), kind, description and its details: props,
 * signatures with parameters, members or definition.
 */
export function renderSymbol(
  symbol: ApiSymbol,
  level: number,
  options: RenderSymbolOptions = {},
): string {
  const title = `${symbol.name}${symbol.typeParameters ?? ''}`;
  let body: string | undefined;
  switch (symbol.kind) {
    case 'component':
      body = blocks(
        propsTable(symbol.props, 'Prop') &&
          blocks(
            symbol.propsType ? `Props (${code(symbol.propsType)}):` : 'Props:',
            propsTable(symbol.props, 'Prop'),
          ),
        inheritedLine(symbol.inherited),
      );
      break;
    case 'hook':
    case 'function':
      body = functionBody(symbol);
      break;
    case 'class':
      body = classBody(symbol, level);
      break;
    case 'constant':
      body = fence(
        `const ${symbol.name}: ${symbol.type}${symbol.value === undefined ? '' : ` = ${symbol.value}`};`,
        'ts',
      );
      break;
    default:
      body = typeBody(symbol, {inEntryPoint: options.inEntryPoint ?? false});
  }
  return blocks(
    heading(level, `${title} (${KIND_LABEL[symbol.kind]})`),
    options.preamble,
    deprecation(symbol.deprecated),
    symbol.description,
    body,
  );
}

const GROUPS = [
  ['Components', 'components'],
  ['Hooks', 'hooks'],
  ['Functions', 'functions'],
  ['Classes', 'classes'],
  ['Types', 'types'],
  ['Constants', 'constants'],
] as const;

/**
 * The whole API of an entry point as Markdown, its heading at `level`, with `preamble` (where
 * it is documented) under the heading.
 */
export function renderEntryPoint(api: ApiDoc, level: number, preamble?: string): string {
  return blocks(
    heading(level, code(api.entryPoint)),
    preamble,
    fence(api.importLine, 'ts'),
    ...GROUPS.map(([label, key]) => {
      const symbols: readonly ApiSymbol[] = api[key];
      if (symbols.length === 0) return undefined;
      return blocks(
        heading(level + 1, label),
        ...symbols.map((symbol) => renderSymbol(symbol, level + 2, {inEntryPoint: true})),
      );
    }),
  );
}
