import {relative} from 'node:path';
import ts from 'typescript';
import type {ApiProblem, SignatureDoc, SourceLocation} from './api-types';
import {declarationDoc, parameterDescription} from './jsdoc';
import {oneLine, TYPE_FORMAT, typeText} from './members';

/** What the walk over one entry point needs. */
export interface Context {
  program: ts.Program;
  checker: ts.TypeChecker;
  rootDir: string;
  entryPoint: string;
  problems: ApiProblem[];
  /** Declarations already reported, so a member is reported once. */
  reported: Set<string>;
}

export function location(context: Context, node: ts.Node): SourceLocation {
  const file = node.getSourceFile();
  const {line} = file.getLineAndCharacterOfPosition(node.getStart(file));
  return {file: relative(context.rootDir, file.fileName), line: line + 1};
}

/** Reports an undocumented symbol or member once. */
export function report(
  context: Context,
  symbol: string,
  declaration: ts.Node,
  member?: string,
): void {
  const source = location(context, declaration);
  const key = `${source.file}:${source.line}:${member ?? ''}`;
  if (context.reported.has(key)) return;
  context.reported.add(key);
  const what = member ? `\`${symbol}.${member}\`` : `\`${symbol}\``;
  context.problems.push({
    entryPoint: context.entryPoint,
    symbol,
    ...(member !== undefined && {member}),
    source,
    message: `${what} has no documentation comment.`,
  });
}

/** The signature, parameters and return of a call signature. */
export function documentSignature(
  context: Context,
  name: string,
  signature: ts.Signature,
): SignatureDoc {
  const {checker} = context;
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  const parameters = signature.getParameters().map((parameter) => {
    const node = parameter.valueDeclaration;
    const decl = node && ts.isParameter(node) ? node : undefined;
    const description = decl ? parameterDescription(decl) : '';
    const type = decl?.type
      ? typeText(decl.type)
      : checker.typeToString(checker.getTypeOfSymbol(parameter), undefined, TYPE_FORMAT);
    const paramName =
      decl && !ts.isIdentifier(decl.name)
        ? (ts.getJSDocParameterTags(decl)[0]?.name.getText() ?? 'options')
        : parameter.name;
    return {
      name: decl?.dotDotDotToken ? `...${paramName}` : paramName,
      type,
      optional: decl ? checker.isOptionalParameter(decl) : false,
      ...(decl?.initializer && {default: oneLine(decl.initializer.getText())}),
      description,
    };
  });
  // As written where it is (a type predicate such as `value is X` prints as `boolean` otherwise).
  const returnType = declaration?.type
    ? typeText(declaration.type)
    : checker.typeToString(signature.getReturnType(), undefined, TYPE_FORMAT);
  const doc = declaration ? declarationDoc(declaration) : undefined;
  const typeParameters = declaration?.typeParameters?.length
    ? `<${declaration.typeParameters.map((parameter) => oneLine(parameter.getText())).join(', ')}>`
    : '';
  const list = parameters
    .map((p) => `${p.name}${p.optional && !p.name.startsWith('...') ? '?' : ''}: ${p.type}`)
    .join(', ');
  return {
    signature: `${name}${typeParameters}(${list}): ${returnType}`,
    parameters,
    returns: {type: returnType, description: doc?.returns ?? ''},
  };
}
