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
} from '../api/api-types';
import {blocks, fence, inlineCode, table} from './markdown-text';

// The API tab as Markdown: the symbols of an entry point, from the API model the page is made of.

const codeOrDash = (text: string | undefined) => (text ? inlineCode(text) : '—');

function deprecatedNote(text: string | undefined): string | undefined {
  return text === undefined ? undefined : `> **Deprecated.** ${text || 'Do not use in new code.'}`;
}

function propsTable(props: readonly PropDoc[], nameHeader = 'Name'): string {
  return table(
    [nameHeader, 'Type', 'Default', 'Description'],
    props.map((prop) => [
      `${inlineCode(prop.name)}${prop.required ? ' (required)' : ''}${prop.readonly ? ' (read-only)' : ''}`,
      inlineCode(prop.expandedType ?? prop.type),
      codeOrDash(prop.default),
      [prop.deprecated !== undefined ? `**Deprecated.** ${prop.deprecated}` : '', prop.description]
        .filter(Boolean)
        .join(' '),
    ]),
  );
}

function inheritedLine(inherited: InheritedProps | undefined): string | undefined {
  return inherited && `${inherited.text} (${inherited.count} props).`;
}

function parametersTable(parameters: readonly ParameterDoc[]): string {
  return table(
    ['Parameter', 'Type', 'Default', 'Description'],
    parameters.map((parameter) => [
      `${inlineCode(parameter.name)}${parameter.optional ? ' (optional)' : ''}`,
      inlineCode(parameter.type),
      codeOrDash(parameter.default),
      parameter.description,
    ]),
  );
}

function signatureMarkdown(signature: SignatureDoc): string {
  return blocks(
    fence(signature.signature, 'ts'),
    parametersTable(signature.parameters),
    signature.returns.type !== 'void' &&
      `Returns ${inlineCode(signature.returns.type)}${signature.returns.description ? `: ${signature.returns.description}` : '.'}`,
  );
}

function symbolHeading(level: number, name: string, kind: string, typeParameters?: string) {
  return `${'#'.repeat(level)} ${name}${typeParameters ?? ''} (${kind})`;
}

function componentMarkdown(doc: ComponentDoc, level: number): string {
  return blocks(
    symbolHeading(level, doc.name, 'component'),
    deprecatedNote(doc.deprecated),
    doc.description,
    doc.propsType && `Props: ${inlineCode(doc.propsType)}.`,
    propsTable(doc.props, 'Prop'),
    inheritedLine(doc.inherited),
  );
}

function functionMarkdown(doc: FunctionDoc, level: number): string {
  const signatures = doc.overloads && doc.overloads.length > 1 ? doc.overloads : [doc];
  return blocks(
    symbolHeading(level, doc.name, doc.kind),
    deprecatedNote(doc.deprecated),
    doc.description,
    signatures.length > 1 && `${signatures.length} overloads:`,
    ...signatures.map(signatureMarkdown),
  );
}

function classMarkdown(doc: ClassDoc, level: number): string {
  const sub = '#'.repeat(Math.min(level + 1, 6));
  return blocks(
    symbolHeading(level, doc.name, 'class', doc.typeParameters),
    deprecatedNote(doc.deprecated),
    doc.description,
    doc.constructorSignature &&
      blocks(`${sub} Constructor`, signatureMarkdown(doc.constructorSignature)),
    doc.properties.length > 0 &&
      blocks(
        `${sub} Properties`,
        propsTable(
          doc.properties.map((property) => ({
            ...property,
            name: property.static ? `static ${property.name}` : property.name,
          })),
        ),
      ),
    doc.methods.length > 0 &&
      blocks(
        `${sub} Methods`,
        ...doc.methods.map((method) =>
          blocks(
            `${'#'.repeat(Math.min(level + 2, 6))} ${method.static ? 'static ' : ''}${method.name}`,
            deprecatedNote(method.deprecated),
            method.description,
            signatureMarkdown(method),
          ),
        ),
      ),
  );
}

function typeMarkdown(doc: TypeDoc, level: number): string {
  return blocks(
    symbolHeading(level, doc.name, doc.kind, doc.typeParameters),
    deprecatedNote(doc.deprecated),
    doc.propsOf && `The props of ${inlineCode(doc.propsOf)}.`,
    doc.description,
    doc.type !== undefined &&
      fence(`type ${doc.name}${doc.typeParameters ?? ''} = ${doc.expandedType ?? doc.type};`, 'ts'),
    doc.members && propsTable(doc.members, 'Member'),
    inheritedLine(doc.inherited),
    doc.enumMembers &&
      table(
        ['Member', 'Value', 'Description'],
        doc.enumMembers.map((member) => [
          inlineCode(member.name),
          member.value === undefined ? '—' : inlineCode(JSON.stringify(member.value)),
          [
            member.deprecated !== undefined ? `**Deprecated.** ${member.deprecated}` : '',
            member.description,
          ]
            .filter(Boolean)
            .join(' '),
        ]),
      ),
  );
}

function constantMarkdown(doc: ConstantDoc, level: number): string {
  return blocks(
    symbolHeading(level, doc.name, 'constant'),
    deprecatedNote(doc.deprecated),
    doc.description,
    fence(
      `const ${doc.name}: ${doc.type}${doc.value !== undefined ? ` = ${doc.value}` : ''};`,
      'ts',
    ),
  );
}

/** Every symbol of an entry point, by kind, as the API tab lists them. */
export function entryPointMarkdown(doc: ApiDoc, level = 2): string {
  const symbols = level + 1;
  return blocks(
    `${'#'.repeat(level)} ${doc.entryPoint}`,
    doc.importLine && fence(doc.importLine, 'ts'),
    ...doc.components.map((entry) => componentMarkdown(entry, symbols)),
    ...doc.hooks.map((entry) => functionMarkdown(entry, symbols)),
    ...doc.functions.map((entry) => functionMarkdown(entry, symbols)),
    ...doc.classes.map((entry) => classMarkdown(entry, symbols)),
    ...doc.types.map((entry) => typeMarkdown(entry, symbols)),
    ...doc.constants.map((entry) => constantMarkdown(entry, symbols)),
  );
}

/** One documented symbol of an entry point, found by name, as Markdown; undefined if none. */
export function symbolMarkdown(doc: ApiDoc, name: string, level = 2): string | undefined {
  const find = <T extends {name: string}>(list: readonly T[]) =>
    list.find((entry) => entry.name === name);
  const component = find(doc.components);
  if (component) return componentMarkdown(component, level);
  const hook = find(doc.hooks) ?? find(doc.functions);
  if (hook) return functionMarkdown(hook, level);
  const found = find(doc.classes);
  if (found) return classMarkdown(found, level);
  const type = find(doc.types);
  if (type) return typeMarkdown(type, level);
  const constant = find(doc.constants);
  return constant && constantMarkdown(constant, level);
}
