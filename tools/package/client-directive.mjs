// @ts-check
/**
 * Which modules of the packages must start with `'use client'`, decided from what each one does,
 * and a check that each carries the directive exactly when it must.
 *
 * A React Server Component imports a module in React's server environment, where state, effects,
 * context and refs do not exist (React's server build has no `useState` and no `createContext`)
 * and no function can be handed to an element. A module that needs them is marked `'use client'`:
 * a bundler then gives the server a reference to each of its exports, and runs the module itself
 * only in the browser and in server-side rendering. Everything else stays a plain module, which
 * a Server Component can render without sending its code to the browser: types, constants, pure
 * helpers, and components that are only markup (a card, a divider, an icon).
 *
 * A module needs the client when it
 * - imports one of React's client-only APIs (`useState`, `createContext`, `createPortal`, …);
 * - calls a hook other than those React's server build has (`useId`, `useMemo`, `useCallback`),
 *   unless the hook is declared in one of the packages' modules that needs no client;
 * - hands a function to an element: an event handler (`onClick`, in JSX or in an object of props
 *   in a module that renders elements), a callback ref, a render function;
 * - uses an import from a module that needs the client as anything but an element
 *   (`<Root …/>`) or a re-export: on the server that import is only a reference, which can be
 *   rendered or passed on but not called, read or assigned to;
 * - declares a component that renders nothing (`Option`, `Tab`), whose parent reads its props
 *   from its elements: on the server it would be rendered (to nothing) before a client parent
 *   could read them, so it must travel to the client as a reference;
 * - declares a component whose elements some module recognises by their `type`
 *   (`child.type === ListItemLine`, `isElementOf(child, ListItemLine)`), for the same reason: the module that reads them may run on
 *   the client, or be called from a module that does.
 * The rules that look at other modules make the verdicts depend on each other; they are found
 * together, by repeating the pass until no verdict changes.
 */
import ts from 'typescript';
import {
  CLIENT_ONLY_APIS,
  SERVER_HOOKS,
  HOOK_NAME,
  EVENT_HANDLER_NAME,
  hasUseClientDirective,
  unwrap,
  isFunction,
  inTypePosition,
  rendersOrReexports,
  containsJsx,
  shortName,
  lineOf,
  isMarkerComponent,
  EQUALITY,
} from './client-syntax.mjs';

/**
 * @typedef {object} Context
 * @property {ts.TypeChecker} checker
 * @property {Set<ts.SourceFile>} scope The packages' modules under judgement.
 * @property {Set<ts.SourceFile>} client Those found to need the client so far.
 */

/**
 * The module that declares what an identifier refers to, through imports and re-exports.
 * @param {Context} context
 * @param {ts.Node} node
 */
function declaringFile({checker}, node) {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.[0]?.getSourceFile();
}

/**
 * The imports of a module that bring in (a reference to) something of a module that needs the
 * client, by their symbol, with the name they have in the module.
 * @param {ts.SourceFile} file
 * @param {Context} context
 */
function clientImports(file, context) {
  /** @type {Map<ts.Symbol, string>} */
  const symbols = new Map();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const clause = statement.importClause;
    if (clause.isTypeOnly) continue;
    const bindings = [
      ...(clause.name ? [clause.name] : []),
      ...(clause.namedBindings && ts.isNamedImports(clause.namedBindings)
        ? clause.namedBindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name)
        : []),
      ...(clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)
        ? [clause.namedBindings.name]
        : []),
    ];
    for (const binding of bindings) {
      const origin = declaringFile(context, binding);
      if (!origin || !context.client.has(origin)) continue;
      const symbol = context.checker.getSymbolAtLocation(binding);
      if (symbol) symbols.set(symbol, binding.text);
    }
  }
  return symbols;
}

/**
 * Why a module needs the client, or `undefined` when it needs no client: the first reason found,
 * as `line 12: calls useState`.
 * @param {ts.SourceFile} file
 * @param {Context} context
 * @returns {string | undefined}
 */
export function clientReason(file, context) {
  /** Local names of `react` / `react-dom` imported whole (`import * as React`). */
  const namespaces = new Map();
  const fromClient = clientImports(file, context);
  // Where a module renders elements, an object with an `onClick` is a props object for one of
  // them; elsewhere (a store's callbacks, a renderer's options) it is not an element's handler.
  const rendersElements = containsJsx(file);
  /** @type {string | undefined} */
  let reason;

  /** @param {ts.Node} node */
  function visit(node) {
    if (reason) return;
    reason = judge(node);
    if (!reason) ts.forEachChild(node, visit);
  }

  /** @param {ts.Node} node @returns {string | undefined} */
  function judge(node) {
    if (isMarkerComponent(node))
      return `${lineOf(node)}: ${node.name.text} renders nothing; its parent reads its elements' props`;
    if (ts.isImportDeclaration(node)) {
      const source = /** @type {ts.StringLiteral} */ (node.moduleSpecifier).text;
      const clientOnly = CLIENT_ONLY_APIS.get(source);
      const clause = node.importClause;
      if (!clientOnly || !clause || clause.isTypeOnly) return undefined;
      if (clause.name) namespaces.set(clause.name.text, clientOnly);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        namespaces.set(bindings.name.text, clientOnly);
      if (bindings && ts.isNamedImports(bindings)) {
        const used = bindings.elements.find(
          (e) => !e.isTypeOnly && clientOnly.has((e.propertyName ?? e.name).text),
        );
        if (used)
          return `${lineOf(used)}: imports ${(used.propertyName ?? used.name).text} from '${source}'`;
      }
      return undefined;
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.get(node.expression.text)?.has(node.name.text)
    )
      return `${lineOf(node)}: uses ${node.expression.text}.${node.name.text}`;
    if (ts.isCallExpression(node)) return judgeCall(node);
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText();
      if (EVENT_HANDLER_NAME.test(name)) return `${lineOf(node)}: sets the event handler ${name}`;
      if (ts.isJsxExpression(node.initializer) && isFunction(node.initializer.expression))
        return `${lineOf(node)}: passes a function as ${name}`;
      return undefined;
    }
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      isFunction(node.expression)
    )
      return `${lineOf(node)}: passes a function as an element's child`;
    if (
      rendersElements &&
      (ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isMethodDeclaration(node)) &&
      ts.isObjectLiteralExpression(node.parent) &&
      EVENT_HANDLER_NAME.test(node.name.getText())
    )
      return `${lineOf(node)}: sets the event handler ${node.name.getText()}`;
    if (ts.isIdentifier(node) && !ts.isImportSpecifier(node.parent) && fromClient.size > 0) {
      const symbol = ts.isShorthandPropertyAssignment(node.parent)
        ? context.checker.getShorthandAssignmentValueSymbol(node.parent)
        : context.checker.getSymbolAtLocation(node);
      const name = symbol && fromClient.get(symbol);
      if (name && !ts.isImportClause(node.parent) && !ts.isNamespaceImport(node.parent)) {
        if (!rendersOrReexports(node) && !inTypePosition(node))
          return `${lineOf(node)}: uses ${name}, from a module that needs the client, as a value`;
      }
    }
    return undefined;
  }

  /** @param {ts.CallExpression} call */
  function judgeCall(call) {
    const callee = unwrap(call.expression);
    const name = ts.isIdentifier(callee)
      ? callee
      : ts.isPropertyAccessExpression(callee)
        ? callee.name
        : undefined;
    if (!name || !HOOK_NAME.test(name.text) || SERVER_HOOKS.has(name.text)) return undefined;
    const origin = declaringFile(context, name);
    // A hook of the packages that needs no client stays callable on the server (its own module
    // is judged for what it does); any other hook keeps state somewhere.
    if (origin && context.scope.has(origin) && !context.client.has(origin)) return undefined;
    return `${lineOf(call)}: calls the hook ${name.text}`;
  }

  visit(file);
  return reason;
}

/**
 * The modules of the components a module recognises by their elements' type
 * (`child.type === Line`, `elementType(child) === Line`, `isElementOf(child, Line)`), with the
 * reason each needs the client.
 * @param {ts.SourceFile} file
 * @param {Context} context
 * @returns {Map<ts.SourceFile, string>}
 */
function componentsReadByType(file, context) {
  /** @type {Map<ts.SourceFile, string>} */
  const found = new Map();
  /** @param {ts.Expression} component */
  const recognised = (component) => {
    if (!ts.isIdentifier(component) || !/^[A-Z]/.test(component.text)) return;
    const origin = declaringFile(context, component);
    if (origin && context.scope.has(origin) && !found.has(origin))
      found.set(
        origin,
        `${lineOf(component)} of ${shortName(file)} recognises ${component.text} by its elements' type`,
      );
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && EQUALITY.includes(node.operatorToken.kind)) {
      /** @type {[ts.Expression, ts.Expression][]} */
      const pairs = [
        [node.left, node.right],
        [node.right, node.left],
      ];
      for (const [side, other] of pairs) {
        // `child.type === Line`, or `elementType(child) === Line` (the cdk's reader of types).
        const readsType =
          (ts.isPropertyAccessExpression(side) && side.name.text === 'type') ||
          (ts.isCallExpression(side) &&
            ts.isIdentifier(side.expression) &&
            side.expression.text === 'elementType');
        if (readsType) recognised(other);
      }
    }
    // `isElementOf(child, Line)`.
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'isElementOf' &&
      node.arguments[1]
    ) {
      recognised(node.arguments[1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * @typedef {object} DirectiveProblem
 * @property {string} fileName
 * @property {string} message
 */

/**
 * Every module of `fileNames` whose `'use client'` directive disagrees with what it does: missing
 * where the module needs the client, present where it needs none.
 * @param {ts.Program} program A program holding `fileNames` and what they import.
 * @param {readonly string[]} fileNames The modules to judge: the packages' sources, no tests.
 * @returns {DirectiveProblem[]}
 */
export function findDirectiveProblems(program, fileNames) {
  const files = fileNames.map((name) => {
    const file = program.getSourceFile(name);
    if (!file) throw new Error(`${name} is not part of the program.`);
    return file;
  });
  /** @type {Context} */
  const context = {checker: program.getTypeChecker(), scope: new Set(files), client: new Set()};
  /** @type {Map<ts.SourceFile, string>} */
  const reasons = new Map();
  /** @param {ts.SourceFile} file @param {string} reason */
  const markClient = (file, reason) => {
    context.client.add(file);
    reasons.set(file, reason);
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const file of files) {
      if (context.client.has(file)) continue;
      const reason = clientReason(file, context);
      if (reason === undefined) continue;
      markClient(file, reason);
      changed = true;
    }
    for (const file of files) {
      for (const [target, reason] of componentsReadByType(file, context)) {
        if (context.client.has(target)) continue;
        markClient(target, reason);
        changed = true;
      }
    }
  }
  return files.flatMap((file) => {
    const marked = hasUseClientDirective(file);
    const reason = reasons.get(file);
    if (reason && !marked)
      return [{fileName: file.fileName, message: `needs 'use client' (${reason})`}];
    if (!reason && marked)
      return [
        {
          fileName: file.fileName,
          message: "has 'use client' but nothing in it needs the client: remove the directive",
        },
      ];
    return [];
  });
}
