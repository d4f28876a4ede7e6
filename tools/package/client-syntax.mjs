// @ts-check
/**
 * What the `'use client'` check reads in a module's syntax: React's APIs by where they may run,
 * the directive itself, and the shapes of code that mark a module as one for the client (see
 * `client-directive.mjs`, which applies them).
 */
import ts from 'typescript';

/** React's APIs that its server build lacks, by the module that exports them. */
export const CLIENT_ONLY_APIS = new Map([
  [
    'react',
    new Set([
      'Component',
      'PureComponent',
      'createContext',
      'useActionState',
      'useContext',
      'useDeferredValue',
      'useEffect',
      'useEffectEvent',
      'useImperativeHandle',
      'useInsertionEffect',
      'useLayoutEffect',
      'useOptimistic',
      'useReducer',
      'useRef',
      'useState',
      'useSyncExternalStore',
      'useTransition',
    ]),
  ],
  ['react-dom', new Set(['createPortal', 'flushSync', 'useFormState', 'useFormStatus'])],
]);

/** The hooks React's server build has: a Server Component may call them. */
export const SERVER_HOOKS = new Set(['useCallback', 'useDebugValue', 'useId', 'useMemo']);

export const HOOK_NAME = /^use[A-Z0-9]/;
export const EVENT_HANDLER_NAME = /^on[A-Z]/;

/**
 * Whether a module starts with the `'use client'` directive (among the directives before its
 * first statement, where JavaScript reads directives).
 * @param {ts.SourceFile} file
 */
export function hasUseClientDirective(file) {
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) break;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

/** @param {ts.Node} node */
export const unwrap = (node) => {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner)) inner = inner.expression;
  return inner;
};

/** @param {ts.Node | undefined} node */
export const isFunction = (node) =>
  node !== undefined && (ts.isArrowFunction(unwrap(node)) || ts.isFunctionExpression(unwrap(node)));

/** Whether a node sits in a type (`typeof Root`), where an import is never evaluated. */
export function inTypePosition(/** @type {ts.Node} */ node) {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isExpressionWithTypeArguments(current)) {
      // `class X extends Root` evaluates Root; `interface X extends Root` does not.
      return !ts.isClassLike(current.parent.parent);
    }
    if (ts.isTypeNode(current) || ts.isInterfaceDeclaration(current)) return true;
    if (ts.isTypeAliasDeclaration(current)) return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
}

/** Whether an identifier is an element's tag (`<Root>`) or a re-export (`export {Root}`). */
export function rendersOrReexports(/** @type {ts.Identifier} */ node) {
  const parent = node.parent;
  if (
    (ts.isJsxOpeningElement(parent) ||
      ts.isJsxSelfClosingElement(parent) ||
      ts.isJsxClosingElement(parent)) &&
    parent.tagName === node
  )
    return true;
  return ts.isExportSpecifier(parent) || ts.isExportAssignment(parent);
}

/** Whether a module renders elements: has JSX. @param {ts.Node} node @returns {boolean} */
export const containsJsx = (node) =>
  ts.isJsxElement(node) ||
  ts.isJsxSelfClosingElement(node) ||
  ts.isJsxFragment(node) ||
  ts.forEachChild(node, (child) => containsJsx(child) || undefined) === true;

/** A module's folder and name, for messages: `list/list.tsx`. @param {ts.SourceFile} file */
export const shortName = (file) => file.fileName.split('/').slice(-2).join('/');

/** `line 12` of a node, for messages. @param {ts.Node} node */
export const lineOf = (node) =>
  `line ${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

/**
 * An exported function component whose body only returns `null`: it exists to carry props to a
 * parent that reads them from its elements.
 * @param {ts.Node} node
 * @returns {node is ts.FunctionDeclaration & {name: ts.Identifier}}
 */
export function isMarkerComponent(node) {
  if (!ts.isFunctionDeclaration(node) || !node.name || !/^[A-Z]/.test(node.name.text)) return false;
  const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const only = node.body?.statements.length === 1 ? node.body.statements[0] : undefined;
  return (
    !!exported &&
    only !== undefined &&
    ts.isReturnStatement(only) &&
    only.expression?.kind === ts.SyntaxKind.NullKeyword
  );
}

export const EQUALITY = [
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
];
