import {existsSync} from 'node:fs';
import {dirname, isAbsolute, relative, resolve} from 'node:path';
import ts from 'typescript';
import type {
  ApiDoc,
  ApiEntryPoint,
  ComponentDoc,
  ConstantDoc,
  FunctionDoc,
  TypeDoc,
} from './api-types';
import {documentClass} from './classes';
import {documentSignature, location, report, type Context} from './context';
import {declarationDoc, symbolDoc, type DocComment} from './jsdoc';
import {
  collectMembers,
  expandLiterals,
  isExternal,
  oneLine,
  TYPE_FORMAT,
  typeParametersOf,
  typeText,
} from './members';

/** Options of {@link extractAllApis}. */
export interface ExtractOptions {
  /** The tsconfig.json whose compiler options to use; default: `<rootDir>/tsconfig.json`. */
  tsconfig?: string;
  /** The repository root, for relative paths; default: the tsconfig's folder, else the cwd. */
  rootDir?: string;
  /**
   * Compiler options over the tsconfig's. Default: `{types: []}`: the global type packages
   * (`node`, `vite/client`) triple the program's size and say nothing about the public API.
   */
  compilerOptions?: ts.CompilerOptions;
}

const JSX_RETURN = /\b(?:JSX\.Element|Element|ReactNode|ReactElement|ReactPortal)\b/;

function compilerOptions(tsconfig: string | undefined): ts.CompilerOptions {
  if (!tsconfig || !existsSync(tsconfig)) {
    return {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      allowImportingTsExtensions: true,
    };
  }
  const config = ts.readConfigFile(tsconfig, (path) => ts.sys.readFile(path));
  if (config.error)
    throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(tsconfig)).options;
}

const base = (context: Context, name: string, declaration: ts.Node, doc: DocComment) => ({
  name,
  ...(!ts.isFunctionLike(declaration) &&
    typeParametersOf(declaration) && {typeParameters: typeParametersOf(declaration)}),
  description: doc.description,
  ...(doc.deprecated && {deprecated: doc.deprecated}),
  source: location(context, declaration),
});

/**
 * Whether a type alias's definition is an object type whose members are worth listing: a type
 * literal, an intersection, or a union of those (not arrays, functions or unions of classes).
 */
function isObjectTypeNode(node: ts.TypeNode): boolean {
  if (ts.isParenthesizedTypeNode(node)) return isObjectTypeNode(node.type);
  if (ts.isTypeLiteralNode(node) || ts.isMappedTypeNode(node)) return true;
  if (ts.isIntersectionTypeNode(node)) return true;
  return ts.isUnionTypeNode(node) && node.types.every(isObjectTypeNode);
}

/** Destructuring defaults of a component's props parameter, by prop name. */
function destructuringDefaults(signature: ts.Signature): Map<string, string> {
  const defaults = new Map<string, string>();
  const parameter = signature.getParameters()[0]?.valueDeclaration;
  if (!parameter || !ts.isParameter(parameter) || !ts.isObjectBindingPattern(parameter.name)) {
    return defaults;
  }
  for (const element of parameter.name.elements) {
    const key = element.propertyName ?? element.name;
    if (element.initializer && ts.isIdentifier(key)) {
      defaults.set(key.text, oneLine(element.initializer.getText()));
    }
  }
  return defaults;
}

function documentComponent(
  context: Context,
  name: string,
  declaration: ts.Node,
  doc: DocComment,
  signature: ts.Signature,
): ComponentDoc {
  const {checker, program} = context;
  const propsSymbol = signature.getParameters()[0];
  const propsDeclaration = propsSymbol?.valueDeclaration;
  const propsType =
    propsDeclaration && ts.isParameter(propsDeclaration) && propsDeclaration.type
      ? typeText(propsDeclaration.type)
      : undefined;
  const members = propsSymbol
    ? collectMembers(checker.getTypeOfSymbol(propsSymbol), {
        program,
        checker,
        defaults: destructuringDefaults(signature),
      })
    : {members: [], undocumented: []};
  for (const {name: member, declaration: node} of members.undocumented) {
    report(context, name, node, member);
  }
  return {
    kind: 'component',
    ...base(context, name, declaration, doc),
    ...(propsType && {propsType}),
    props: members.members,
    ...(members.inherited && {inherited: members.inherited}),
  };
}

function documentFunction(
  context: Context,
  name: string,
  declaration: ts.Node,
  doc: DocComment,
  signatures: readonly ts.Signature[],
): FunctionDoc {
  const [first, ...more] = signatures.map((signature) =>
    documentSignature(context, name, signature),
  );
  return {
    kind: /^use[A-Z\d]/.test(name) ? 'hook' : 'function',
    ...base(context, name, declaration, doc),
    ...first!,
    ...(more.length > 0 && {overloads: [first!, ...more]}),
  };
}

/** Whether a variable holds a function or component (rather than a constant value). */
function isFunctionVariable(declaration: ts.Node): boolean {
  if (!ts.isVariableDeclaration(declaration) || !declaration.initializer) return false;
  let init: ts.Expression = declaration.initializer;
  while (
    ts.isAsExpression(init) ||
    ts.isSatisfiesExpression(init) ||
    ts.isParenthesizedExpression(init)
  ) {
    init = init.expression;
  }
  if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return true;
  return (
    ts.isCallExpression(init) && /(?:^|\.)(?:forwardRef|memo|lazy)$/.test(init.expression.getText())
  );
}

function documentType(
  context: Context,
  name: string,
  symbol: ts.Symbol,
  declaration: ts.Declaration,
  doc: DocComment,
): TypeDoc {
  const {checker, program} = context;
  const common = base(context, name, declaration, doc);
  if (ts.isEnumDeclaration(declaration)) {
    return {
      kind: 'enum',
      ...common,
      enumMembers: declaration.members.flatMap((member) => {
        const memberDoc = declarationDoc(member);
        if (memberDoc.hidden) return [];
        if (!memberDoc.description) report(context, name, member, member.name.getText());
        const value = checker.getConstantValue(member);
        return [
          {
            name: member.name.getText(),
            ...(value !== undefined && {value}),
            description: memberDoc.description,
            ...(memberDoc.deprecated && {deprecated: memberDoc.deprecated}),
          },
        ];
      }),
    };
  }
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const isAlias = ts.isTypeAliasDeclaration(declaration);
  const objectLike = !isAlias || isObjectTypeNode(declaration.type);
  const members = objectLike ? collectMembers(type, {program, checker}) : undefined;
  for (const {name: member, declaration: node} of members?.undocumented ?? []) {
    report(context, name, node, member);
  }
  const written = isAlias ? typeText(declaration.type) : undefined;
  const expandedType = isAlias ? expandLiterals(checker, type) : undefined;
  return {
    kind: isAlias ? 'type' : 'interface',
    ...common,
    ...(written && {type: written}),
    ...(expandedType && expandedType !== written && {expandedType}),
    ...(members && members.members.length > 0 && {members: members.members}),
    ...(members?.inherited && {inherited: members.inherited}),
  };
}

function documentConstant(
  context: Context,
  name: string,
  symbol: ts.Symbol,
  declaration: ts.Node,
  doc: DocComment,
): ConstantDoc {
  const {checker} = context;
  const initializer =
    ts.isVariableDeclaration(declaration) && declaration.initializer
      ? oneLine(declaration.initializer.getText())
      : undefined;
  return {
    kind: 'constant',
    ...base(context, name, declaration, doc),
    type: checker.typeToString(checker.getTypeOfSymbol(symbol), undefined, TYPE_FORMAT),
    ...(initializer && initializer.length <= 80 && {value: initializer}),
  };
}

/** Whether an export is `export type {X}` or `export {type X}`. */
function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      (ts.isExportSpecifier(declaration) &&
        (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)) ||
      (ts.isExportDeclaration(declaration) && declaration.isTypeOnly),
  );
}

function documentEntryPoint(context: Context, file: string): ApiDoc {
  const {program, checker} = context;
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!source || !moduleSymbol) throw new Error(`No module at ${file}.`);
  const doc: ApiDoc = {
    entryPoint: context.entryPoint,
    file: relative(context.rootDir, file),
    importLine: '',
    components: [],
    hooks: [],
    functions: [],
    classes: [],
    types: [],
    constants: [],
    problems: context.problems,
  };
  const runtimeNames: string[] = [];
  const componentNames = new Set<string>();

  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.name;
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declarations = (symbol.declarations ?? []).filter((d) => !isExternal(program, d));
    const declaration = declarations[0];
    if (!declaration) continue;
    const symbolDocs = symbolDoc(declarations);
    if (symbolDocs.hidden) continue;
    const typeOnly = isTypeOnlyExport(exported);
    if (!symbolDocs.description) report(context, name, declaration);

    const valueDeclaration = declarations.find(
      (d) =>
        ts.isFunctionDeclaration(d) ||
        ts.isVariableDeclaration(d) ||
        ts.isClassDeclaration(d) ||
        ts.isEnumDeclaration(d),
    );
    if (valueDeclaration && !typeOnly) runtimeNames.push(name);

    if (valueDeclaration && ts.isClassDeclaration(valueDeclaration)) {
      doc.classes.push(documentClass(context, name, symbol, valueDeclaration, symbolDocs));
    } else if (valueDeclaration && ts.isEnumDeclaration(valueDeclaration)) {
      doc.types.push(documentType(context, name, symbol, valueDeclaration, symbolDocs));
    } else if (
      valueDeclaration &&
      (ts.isFunctionDeclaration(valueDeclaration) || isFunctionVariable(valueDeclaration))
    ) {
      const type = checker.getTypeOfSymbol(symbol);
      const signatures = type.getCallSignatures();
      const returns = signatures[0]
        ? checker.typeToString(signatures[0].getReturnType(), undefined, TYPE_FORMAT)
        : '';
      if (/^[A-Z]/.test(name) && signatures[0] && JSX_RETURN.test(returns)) {
        componentNames.add(name);
        doc.components.push(
          documentComponent(context, name, valueDeclaration, symbolDocs, signatures[0]),
        );
      } else if (signatures.length > 0) {
        const fn = documentFunction(context, name, valueDeclaration, symbolDocs, signatures);
        (fn.kind === 'hook' ? doc.hooks : doc.functions).push(fn);
      }
    } else if (valueDeclaration) {
      doc.constants.push(documentConstant(context, name, symbol, valueDeclaration, symbolDocs));
    }

    const typeDeclaration = declarations.find(
      (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
    );
    if (typeDeclaration) {
      doc.types.push(
        documentType(context, name, symbol, typeDeclaration, symbolDoc([typeDeclaration])),
      );
    }
  }

  for (const type of doc.types) {
    const component = type.name.replace(/Props$/, '');
    if (component !== type.name && componentNames.has(component)) type.propsOf = component;
  }

  doc.importLine = runtimeNames.length
    ? `import {${runtimeNames.join(', ')}} from '${context.entryPoint}';`
    : `import type {${doc.types.map((type) => type.name).join(', ')}} from '${context.entryPoint}';`;
  return doc;
}

/**
 * Extracts the API docs of several entry points with ONE TypeScript program (so the ~40 entry
 * points of the library take a few seconds, not a minute). Each `ApiDoc` lists the entry point's
 * exports (re-exports followed) and the undocumented ones in `problems`.
 */
export function extractAllApis(
  entryPoints: readonly ApiEntryPoint[],
  options: ExtractOptions = {},
): ApiDoc[] {
  const rootDir = resolve(
    options.rootDir ?? (options.tsconfig ? dirname(options.tsconfig) : process.cwd()),
  );
  const tsconfig = resolve(rootDir, options.tsconfig ?? 'tsconfig.json');
  const files = entryPoints.map(({file}) => (isAbsolute(file) ? file : resolve(rootDir, file)));
  const program = ts.createProgram({
    rootNames: files,
    options: {
      ...compilerOptions(tsconfig),
      ...(options.compilerOptions ?? {types: []}),
      noEmit: true,
    },
  });
  const checker = program.getTypeChecker();
  return entryPoints.map(({entryPoint}, index) =>
    documentEntryPoint(
      {program, checker, rootDir, entryPoint, problems: [], reported: new Set()},
      files[index]!,
    ),
  );
}

/** Extracts the API docs of one entry point (see {@link extractAllApis}). */
export function extractApi(entry: ApiEntryPoint & ExtractOptions): ApiDoc {
  return extractAllApis([entry], entry)[0]!;
}
