import ts from 'typescript';
import type {InheritedProps, PropDoc} from './api-types';
import {declarationDoc} from './jsdoc';

/** Formats types without truncation, keeping alias names. */
export const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** Collapses whitespace in source text (types spanning lines). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\( /g, '(').trim();

const printer = ts.createPrinter({removeComments: true, omitTrailingSemicolon: true});

/** A type node as source text on one line, without the comments inside it. */
export function typeText(node: ts.TypeNode): string {
  const text = oneLine(printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()));
  return text.replace(/^\| /, '').replace(/\(\| /g, '(');
}

/** Whether a declaration comes from a dependency's or TypeScript's own declaration files. */
export function isExternal(program: ts.Program, node: ts.Node): boolean {
  const file = node.getSourceFile();
  return (
    file.fileName.includes('/node_modules/') ||
    program.isSourceFileDefaultLibrary(file) ||
    program.isSourceFileFromExternalLibrary(file)
  );
}

/** `<T, U extends X>` of a generic declaration, or undefined. */
export function typeParametersOf(declaration: ts.Node): string | undefined {
  const parameters = (declaration as {typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration>})
    .typeParameters;
  if (!parameters?.length) return undefined;
  return `<${parameters.map((parameter) => oneLine(parameter.getText())).join(', ')}>`;
}

/** React's `XHTMLAttributes` prefixes whose element name is not the lower-cased prefix. */
const ATTRIBUTE_ELEMENTS: Record<string, string> = {Anchor: 'a', Quote: 'q', Html: 'html'};

/** `HTMLXElement` names whose tag is not the lower-cased middle part. */
const ELEMENT_TAGS: Record<string, string> = {
  HTMLAnchorElement: 'a',
  HTMLImageElement: 'img',
  HTMLParagraphElement: 'p',
  HTMLUListElement: 'ul',
  HTMLOListElement: 'ol',
  HTMLLIElement: 'li',
  HTMLDListElement: 'dl',
  HTMLTableRowElement: 'tr',
  HTMLTableCellElement: 'td',
  HTMLTableSectionElement: 'tbody',
  HTMLTextAreaElement: 'textarea',
  HTMLHeadingElement: 'h1',
  HTMLQuoteElement: 'blockquote',
  HTMLModElement: 'ins',
};

/** The element whose attributes a set of inherited React props belongs to, if one can tell. */
function inheritedElement(
  checker: ts.TypeChecker,
  props: readonly ts.Symbol[],
): string | undefined {
  for (const prop of props) {
    for (const declaration of prop.declarations ?? []) {
      const owner = declaration.parent;
      if (!ts.isInterfaceDeclaration(owner)) continue;
      const match = /^(\w+)HTMLAttributes$/.exec(owner.name.text);
      if (match?.[1] && match[1] !== 'All') {
        return ATTRIBUTE_ELEMENTS[match[1]] ?? match[1].toLowerCase();
      }
      if (owner.name.text === 'SVGAttributes') return 'svg';
    }
  }
  // Plain `HTMLAttributes<HTMLDivElement>`: the element type argument shows in event handlers.
  for (const prop of props) {
    if (prop.name !== 'onClick' || !prop.valueDeclaration) continue;
    const text = checker.typeToString(checker.getTypeOfSymbol(prop), undefined, TYPE_FORMAT);
    const element = /\b(HTML\w*Element|SVG\w*Element)\b/.exec(text)?.[1];
    if (!element || element === 'HTMLElement' || element === 'Element') return undefined;
    if (element.startsWith('SVG')) return 'svg';
    return ELEMENT_TAGS[element] ?? element.replace(/^HTML(\w+)Element$/, '$1').toLowerCase();
  }
  return undefined;
}

/** Options of {@link collectMembers}. */
export interface CollectOptions {
  program: ts.Program;
  checker: ts.TypeChecker;
  /** Default values from a component's destructured props, by prop name. */
  defaults?: ReadonlyMap<string, string>;
}

/** The documented members of a type, and the inherited DOM props collapsed into one line. */
export interface Members {
  members: PropDoc[];
  inherited?: InheritedProps;
  /** The declarations of members without a description, for the problem list. */
  undocumented: {name: string; declaration: ts.Declaration}[];
}

/**
 * The properties of a type; for a union, of every member of the union (a property missing from
 * some members is optional).
 */
function propertiesOf(checker: ts.TypeChecker, type: ts.Type) {
  if (!type.isUnion()) {
    return checker.getPropertiesOfType(type).map((symbol) => ({symbol, inEveryMember: true}));
  }
  const found = new Map<string, {symbol: ts.Symbol; inEveryMember: boolean}>();
  for (const part of type.types) {
    if (!(part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) continue;
    for (const symbol of checker.getPropertiesOfType(part)) {
      if (found.has(symbol.name)) continue;
      const common = checker.getPropertyOfType(type, symbol.name);
      found.set(
        symbol.name,
        common ? {symbol: common, inEveryMember: true} : {symbol, inEveryMember: false},
      );
    }
  }
  return [...found.values()];
}

/** The literals of a type alias of literals (`'a' | 'b'`), or undefined. */
export function expandLiterals(checker: ts.TypeChecker, type: ts.Type): string | undefined {
  if (!type.aliasSymbol || !type.isUnion()) return undefined;
  const literal =
    ts.TypeFlags.StringLiteral |
    ts.TypeFlags.NumberLiteral |
    ts.TypeFlags.BooleanLiteral |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Null;
  if (!type.types.every((part) => part.flags & literal)) return undefined;
  // In the order the alias lists them.
  const declared = type.aliasSymbol.declarations?.find(ts.isTypeAliasDeclaration)?.type;
  if (declared && ts.isUnionTypeNode(declared)) return typeText(declared);
  const texts = type.types.map((part) => checker.typeToString(part, undefined, TYPE_FORMAT));
  if (texts.includes('false') && texts.includes('true')) {
    texts.splice(texts.indexOf('false'), 1, 'boolean');
    texts.splice(texts.indexOf('true'), 1);
  }
  return texts.join(' | ');
}

/** The type of a member as written in our source, else as the checker prints it. */
function memberType(checker: ts.TypeChecker, prop: ts.Symbol, own: readonly ts.Declaration[]) {
  const written = new Set(
    own.flatMap((declaration) =>
      (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type
        ? [typeText(declaration.type)]
        : [],
    ),
  );
  const resolved = checker.getNonNullableType(checker.getTypeOfSymbol(prop));
  const type =
    written.size === 1
      ? [...written][0]!
      : checker.typeToString(
          prop.flags & ts.SymbolFlags.Optional ? resolved : checker.getTypeOfSymbol(prop),
          undefined,
          TYPE_FORMAT,
        );
  return {type, expandedType: expandLiterals(checker, resolved)};
}

/**
 * The members of `type`: own ones documented one by one, required first; the ones declared by
 * React's DOM attribute types collapsed into {@link InheritedProps}; `@docs-private` ones left out.
 */
export function collectMembers(type: ts.Type, options: CollectOptions): Members {
  const {program, checker, defaults} = options;
  const members: PropDoc[] = [];
  const inherited: ts.Symbol[] = [];
  const undocumented: Members['undocumented'] = [];

  for (const {symbol: prop, inEveryMember} of propertiesOf(checker, type)) {
    const declarations = prop.declarations ?? [];
    const own = declarations.filter((declaration) => !isExternal(program, declaration));
    if (declarations.length > 0 && own.length === 0) {
      inherited.push(prop);
      continue;
    }
    if (prop.name.startsWith('#') || prop.name.startsWith('__')) continue;
    const modifiers = own[0] ? ts.getCombinedModifierFlags(own[0]) : 0;
    if (modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
    const docs = own.map(declarationDoc);
    const doc = docs.find((d) => d.hidden) ??
      docs.find((d) => d.description) ??
      docs[0] ?? {description: '', hidden: false};
    if (doc.hidden) continue;
    const defaultValue = doc.default ?? defaults?.get(prop.name);
    const {type: typeText, expandedType} = memberType(checker, prop, own);
    members.push({
      name: prop.name,
      type: typeText,
      ...(expandedType && expandedType !== typeText && {expandedType}),
      required: inEveryMember && !(prop.flags & ts.SymbolFlags.Optional),
      ...(defaultValue !== undefined && {default: defaultValue}),
      description: doc.description,
      ...(doc.deprecated && {deprecated: doc.deprecated}),
      ...(modifiers & ts.ModifierFlags.Readonly && {readonly: true}),
    });
    if (!doc.description && own[0]) undocumented.push({name: prop.name, declaration: own[0]});
  }

  members.sort(
    (a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'en'),
  );
  if (inherited.length === 0) return {members, undocumented};
  const element = inheritedElement(checker, inherited);
  return {
    members,
    undocumented,
    inherited: {
      ...(element && {element}),
      count: inherited.length,
      text: element ? `…and every prop of \`<${element}>\`` : '…and every prop of an HTML element',
    },
  };
}
