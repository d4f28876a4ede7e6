import {API_GROUPS, API_KIND_NAMES, NO_DEFAULT, type ApiSymbol} from '../api/api-groups';
import type {
  ApiDoc,
  ClassDoc,
  FunctionDoc,
  InheritedProps,
  ParameterDoc,
  PropDoc,
  SignatureDoc,
  TypeDoc,
} from '../api/api-types';
import {blocks, fence, headingAt, inlineCode, table} from './markdown-text';

// The one Markdown writer of the API reference: the API tabs' twins and the MCP server's `get_api`
// both write with it, from the API model the page is made of, in the page's order and words.

const codeOrNone = (text: string | undefined) =>
  text === undefined || text === '' ? NO_DEFAULT : inlineCode(text);

/** A deprecation as the page shows it: the word first, then what to use instead (if said). */
const deprecation = (text: string | undefined) =>
  text === undefined ? undefined : `**Deprecated.**${text ? ` ${text}` : ''}`;

const withDeprecation = (description: string, deprecated: string | undefined) =>
  [deprecation(deprecated), description].filter(Boolean).join(' ');

const inheritedLine = (inherited: InheritedProps | undefined) =>
  inherited && `${inherited.text} (${inherited.count} props).`;

/** Props, members or properties: name (`readonly` as the page writes it), type, default. */
function propsTable(props: readonly PropDoc[]): string {
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    props.map((prop) => [
      `${inlineCode(`${prop.readonly ? 'readonly ' : ''}${prop.name}`)}${prop.required ? ' (required)' : ''}`,
      inlineCode(prop.expandedType ?? prop.type),
      codeOrNone(prop.default),
      withDeprecation(prop.description, prop.deprecated),
    ]),
  );
}

function parametersTable(parameters: readonly ParameterDoc[]): string {
  return table(
    ['Parameter', 'Type', 'Default', 'Description'],
    parameters.map((parameter) => [
      inlineCode(`${parameter.name}${parameter.optional ? '?' : ''}`),
      inlineCode(parameter.type),
      codeOrNone(parameter.default),
      parameter.description,
    ]),
  );
}

function signatureBlock(signature: SignatureDoc, withReturns = true): string {
  const {returns} = signature;
  return blocks(
    fence(signature.signature, 'ts'),
    parametersTable(signature.parameters),
    withReturns &&
      returns.type !== 'void' &&
      `Returns ${inlineCode(returns.type)}${returns.description ? `: ${returns.description}` : '.'}`,
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
    doc.constructorSignature &&
      blocks(headingAt(level + 1, 'Constructor'), signatureBlock(doc.constructorSignature, false)),
    properties.length > 0 && blocks(headingAt(level + 1, 'Properties'), propsTable(properties)),
    doc.methods.length > 0 &&
      blocks(
        headingAt(level + 1, 'Methods'),
        ...doc.methods.map((method) =>
          blocks(
            headingAt(level + 2, `${method.static ? 'static ' : ''}${method.name}()`),
            deprecation(method.deprecated),
            method.description,
            signatureBlock(method),
          ),
        ),
      ),
  );
}

function typeBody(doc: TypeDoc, inEntryPoint: boolean): string {
  // Beside its component, a props type would repeat the component's table.
  if (doc.propsOf !== undefined && inEntryPoint) {
    return `The props of ${inlineCode(doc.propsOf)}, listed above.`;
  }
  return blocks(
    doc.propsOf !== undefined && `The props of ${inlineCode(doc.propsOf)}.`,
    doc.type !== undefined &&
      fence(`type ${doc.name}${doc.typeParameters ?? ''} = ${doc.expandedType ?? doc.type};`, 'ts'),
    doc.members && propsTable(doc.members),
    inheritedLine(doc.inherited),
    doc.enumMembers &&
      table(
        ['Name', 'Value', 'Description'],
        doc.enumMembers.map((member) => [
          inlineCode(member.name),
          member.value === undefined ? NO_DEFAULT : inlineCode(JSON.stringify(member.value)),
          withDeprecation(member.description, member.deprecated),
        ]),
      ),
  );
}

function symbolBody(symbol: ApiSymbol, level: number, inEntryPoint: boolean): string {
  switch (symbol.kind) {
    case 'component':
      return blocks(
        symbol.props.length > 0 &&
          blocks(
            symbol.propsType ? `Props (${inlineCode(symbol.propsType)}):` : 'Props:',
            propsTable(symbol.props),
          ),
        inheritedLine(symbol.inherited),
      );
    case 'hook':
    case 'function':
      return functionBody(symbol);
    case 'class':
      return classBody(symbol, level);
    case 'constant':
      return fence(
        `const ${symbol.name}: ${symbol.type}${symbol.value === undefined ? '' : ` = ${symbol.value}`};`,
        'ts',
      );
    default:
      return typeBody(symbol, inEntryPoint);
  }
}

/** Whether a symbol exists at run time (and is imported without `type`). */
const isRuntime = (symbol: ApiSymbol) => symbol.kind !== 'interface' && symbol.kind !== 'type';

/** The line that imports one symbol from its entry point. */
export function importLineOf(api: ApiDoc, symbol: ApiSymbol): string {
  const keyword = isRuntime(symbol) ? 'import' : 'import type';
  return `${keyword} {${symbol.name}} from '${api.entryPoint}';`;
}

/** Options of {@link renderSymbol}. */
export interface RenderSymbolOptions {
  /** Whether the symbol is shown with its entry point (a props type then points at its component). */
  inEntryPoint?: boolean;
  /** Markdown put right under the heading (such as where the symbol comes from). */
  preamble?: string;
}

/**
 * One symbol as Markdown: its heading (at `level`, with its kind), deprecation, description and
 * details: props, signatures with their parameters, members or definition.
 */
export function renderSymbol(
  symbol: ApiSymbol,
  level: number,
  options: RenderSymbolOptions = {},
): string {
  const kind = API_KIND_NAMES[symbol.kind].toLowerCase();
  return blocks(
    headingAt(level, `${symbol.name}${symbol.typeParameters ?? ''} (${kind})`),
    options.preamble,
    deprecation(symbol.deprecated),
    symbol.description,
    symbolBody(symbol, level, options.inEntryPoint ?? false),
  );
}

/**
 * The whole API of an entry point as Markdown: its heading at `level`, `preamble` (such as where
 * it is documented), its import line, then each group of {@link API_GROUPS} that has symbols.
 */
export function renderEntryPoint(api: ApiDoc, level: number, preamble?: string): string {
  return blocks(
    headingAt(level, inlineCode(api.entryPoint)),
    preamble,
    api.importLine && fence(api.importLine, 'ts'),
    ...API_GROUPS.map(({key, title}) => {
      const symbols: readonly ApiSymbol[] = api[key];
      return (
        symbols.length > 0 &&
        blocks(
          headingAt(level + 1, title),
          ...symbols.map((symbol) => renderSymbol(symbol, level + 2, {inEntryPoint: true})),
        )
      );
    }),
  );
}
