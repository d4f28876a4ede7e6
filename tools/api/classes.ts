import ts from 'typescript';
import type {ClassDoc, ClassPropertyDoc, MethodDoc} from './api-types';
import {documentSignature, location, report, type Context} from './context';
import {declarationDoc, partsToMarkdown, type DocComment} from './jsdoc';
import {expandLiterals, oneLine, TYPE_FORMAT, typeParametersOf, typeText} from './members';

/**
 * A member's own TSDoc, else the one it inherits from the base class or interface it overrides
 * (TypeScript's language service looks those up).
 */
function memberDocOf(
  checker: ts.TypeChecker,
  member: ts.ClassElement,
  own: DocComment,
): DocComment {
  if (own.description || own.hidden || !member.name) return own;
  const symbol = checker.getSymbolAtLocation(member.name);
  const inherited = symbol ? partsToMarkdown(symbol.getDocumentationComment(checker)) : '';
  return inherited ? {...own, description: inherited} : own;
}

function isPublic(member: ts.ClassElement): boolean {
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  if (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) return false;
  return !(member.name && ts.isPrivateIdentifier(member.name));
}

const isStatic = (member: ts.ClassElement) =>
  Boolean(ts.getCombinedModifierFlags(member as ts.Declaration) & ts.ModifierFlags.Static);

/**
 * A class: its constructor, and its public properties (fields and accessors) and methods,
 * static ones included; `@docs-private` members left out.
 */
export function documentClass(
  context: Context,
  name: string,
  symbol: ts.Symbol,
  declaration: ts.ClassDeclaration,
  doc: DocComment,
): ClassDoc {
  const {checker} = context;
  const properties: ClassPropertyDoc[] = [];
  const methods: MethodDoc[] = [];
  const seen = new Set<string>();

  for (const member of declaration.members) {
    if (!member.name || !isPublic(member) || ts.isSemicolonClassElement(member)) continue;
    const memberName = member.name.getText();
    const key = `${isStatic(member) ? 'static ' : ''}${memberName}`;
    const memberDoc = declarationDoc(member);
    if (memberDoc.hidden || seen.has(key)) continue;

    if (ts.isMethodDeclaration(member)) {
      // Overloads: the signatures without a body, else the implementation.
      const overloads = declaration.members.filter(
        (other): other is ts.MethodDeclaration =>
          ts.isMethodDeclaration(other) &&
          other.name.getText() === memberName &&
          isStatic(other) === isStatic(member),
      );
      const declared = overloads.some((m) => !m.body)
        ? overloads.filter((m) => !m.body)
        : overloads;
      const signature = checker.getSignatureFromDeclaration(declared[0]!);
      if (!signature) continue;
      seen.add(key);
      const docOf = memberDocOf(
        checker,
        declared[0]!,
        declared.map(declarationDoc).find((d) => d.description) ?? memberDoc,
      );
      if (!docOf.description) report(context, name, member, memberName);
      methods.push({
        name: memberName,
        description: docOf.description,
        ...(docOf.deprecated && {deprecated: docOf.deprecated}),
        source: location(context, member),
        static: isStatic(member),
        ...documentSignature(context, memberName, signature),
      });
      continue;
    }

    if (
      ts.isPropertyDeclaration(member) ||
      ts.isGetAccessorDeclaration(member) ||
      ts.isSetAccessorDeclaration(member)
    ) {
      seen.add(key);
      const memberSymbol = checker.getSymbolAtLocation(member.name);
      const typeNode = ts.isPropertyDeclaration(member)
        ? member.type
        : ts.isGetAccessorDeclaration(member)
          ? member.type
          : member.parameters[0]?.type;
      const resolved = memberSymbol ? checker.getTypeOfSymbol(memberSymbol) : undefined;
      const type = typeNode
        ? typeText(typeNode)
        : resolved
          ? checker.typeToString(resolved, undefined, TYPE_FORMAT)
          : 'unknown';
      const expandedType = resolved && expandLiterals(checker, resolved);
      const hasSetter = declaration.members.some(
        (other) => ts.isSetAccessorDeclaration(other) && other.name.getText() === memberName,
      );
      const readonly = ts.isPropertyDeclaration(member)
        ? Boolean(ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly)
        : ts.isGetAccessorDeclaration(member) && !hasSetter;
      const docOf = memberDocOf(
        checker,
        member,
        (memberSymbol?.declarations ?? []).map(declarationDoc).find((d) => d.description) ??
          memberDoc,
      );
      if (!docOf.description) report(context, name, member, memberName);
      properties.push({
        name: memberName,
        type,
        ...(expandedType && expandedType !== type && {expandedType}),
        required: !(ts.isPropertyDeclaration(member) && member.questionToken),
        ...(docOf.default !== undefined && {default: docOf.default}),
        ...(ts.isPropertyDeclaration(member) &&
          member.initializer &&
          docOf.default === undefined && {default: oneLine(member.initializer.getText())}),
        description: docOf.description,
        ...(docOf.deprecated && {deprecated: docOf.deprecated}),
        ...(readonly && {readonly: true}),
        static: isStatic(member),
      });
    }
  }

  const constructSignature = checker
    .getTypeOfSymbol(symbol)
    .getConstructSignatures()
    .find((signature) => {
      const node = signature.getDeclaration() as ts.Node | undefined;
      return !node || !ts.isConstructorDeclaration(node) || isPublic(node);
    });
  return {
    kind: 'class',
    name,
    ...(typeParametersOf(declaration) && {typeParameters: typeParametersOf(declaration)}),
    description: doc.description,
    ...(doc.deprecated && {deprecated: doc.deprecated}),
    source: location(context, declaration),
    ...(constructSignature && {
      constructorSignature: documentSignature(context, `new ${name}`, constructSignature),
    }),
    properties,
    methods,
  };
}
