// @ts-check
/**
 * Reads the example folders of `@material-react/examples` and checks their naming.
 *
 * Layout: `<srcDir>/material/<component>/<id>/<id>-example.tsx` and
 * `<srcDir>/cdk/<module>/<id>/<id>-example.tsx`; the folder name is the example id.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/** The source folder of `@material-react/examples`. */
export const EXAMPLES_SRC_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'packages',
  'examples',
  'src',
);

/**
 * One live example, as the generated catalogue lists it: the catalogue's own type, so the two
 * cannot drift apart.
 * @typedef {import('@material-react/examples/catalogue').LiveExample} ExampleEntry
 */

/** The two kinds of example groups, as folder names under the source folder. */
export const EXAMPLE_KINDS = /** @type {const} */ (['material', 'cdk']);

/**
 * Id prefixes a material component folder accepts besides `<component>-`.
 * @type {Readonly<Record<string, readonly string[]>>}
 */
export const MATERIAL_ID_ALIASES = {
  datepicker: ['date-range-picker'],
  input: ['text-field'],
  sidenav: ['drawer'],
  tabs: ['tab-group', 'tab-nav-bar'],
};

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)+$/;
const IGNORED_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** Thrown when example folders break the naming rules; lists every problem found. */
export class ExampleCatalogueError extends Error {
  /** @param {string[]} problems One line per problem, each naming the file or folder. */
  constructor(problems) {
    super(
      `Found ${problems.length} problem${problems.length === 1 ? '' : 's'} in the examples:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
    this.name = 'ExampleCatalogueError';
    /** @type {string[]} */
    this.problems = problems;
  }
}

/**
 * `table-sorting` -> `TableSorting`.
 * @param {string} kebab
 */
export function pascalCase(kebab) {
  return kebab
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The id prefixes an example folder under `<kind>/<group>` may use, each ending with a dash.
 * @param {'material' | 'cdk'} kind
 * @param {string} group The component or module folder.
 */
export function allowedIdPrefixes(kind, group) {
  if (kind === 'cdk') return [`cdk-${group}-`];
  const aliases = Object.hasOwn(MATERIAL_ID_ALIASES, group) ? MATERIAL_ID_ALIASES[group] : [];
  return [group, ...(aliases ?? [])].map((prefix) => `${prefix}-`);
}

/**
 * Scans the example folders under `srcDir` and returns one entry per example, sorted by id.
 * @param {string} srcDir The folder holding `material/` and `cdk/`.
 * @param {{displayRoot?: string}} [options] Paths in problem messages are relative to
 *     `displayRoot` (default: the working directory).
 * @returns {ExampleEntry[]}
 * @throws {ExampleCatalogueError} When any folder breaks the rules; lists every problem.
 */
export function collectExamples(srcDir, {displayRoot = process.cwd()} = {}) {
  /** @param {string} path */
  const display = (path) => relative(displayRoot, path).split(sep).join('/');
  /** @type {string[]} */
  const problems = [];
  /** @type {ExampleEntry[]} */
  const entries = [];
  /** @type {Map<string, string>} */
  const folderById = new Map();
  /** @type {Map<string, string>} */
  const idByComponent = new Map();

  for (const kind of EXAMPLE_KINDS) {
    for (const group of subfolders(join(srcDir, kind))) {
      const groupDir = join(srcDir, kind, group);
      if (!KEBAB_CASE.test(group)) {
        problems.push(`${display(groupDir)}: the folder name must be kebab-case.`);
        continue;
      }
      for (const id of subfolders(groupDir)) {
        const dir = join(groupDir, id);
        // Git leaves empty folders behind when it removes an example's files: not an example.
        if (isEmptyFolder(dir)) continue;
        const entry = readExample({kind, group, id, dir}, (message, file) =>
          problems.push(`${display(file ? join(dir, file) : dir)}: ${message}`),
        );
        const firstDir = folderById.get(id);
        if (firstDir) {
          problems.push(`${display(dir)}: duplicate example id "${id}", also used by ${firstDir}.`);
          continue;
        }
        folderById.set(id, display(dir));
        if (!entry) continue;
        const sameComponent = idByComponent.get(entry.componentName);
        if (sameComponent) {
          const name = entry.componentName;
          problems.push(`${display(dir)}: ${name} is already the component of "${sameComponent}".`);
          continue;
        }
        idByComponent.set(entry.componentName, id);
        entries.push(entry);
      }
    }
  }
  if (problems.length) throw new ExampleCatalogueError(problems);
  return entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Checks one example folder and builds its entry; reports problems through `report`.
 * @param {{kind: 'material' | 'cdk', group: string, id: string, dir: string}} folder
 * @param {(message: string, file?: string) => void} report Called with a problem and the file
 *     it is about (default: the folder).
 * @returns {ExampleEntry | undefined}
 */
function readExample({kind, group, id, dir}, report) {
  if (!KEBAB_CASE.test(id)) {
    report('the folder name is the example id and must be kebab-case (`table-sorting`).');
    return undefined;
  }
  const prefixes = allowedIdPrefixes(kind, group);
  if (!prefixes.some((prefix) => id.startsWith(prefix))) {
    const expected = prefixes.map((prefix) => `"${prefix}"`).join(' or ');
    report(`the example id must start with ${expected}.`);
  }

  // Paths relative to the example folder, with `/`; subfolders (data, helpers) are listed too.
  const names = filesOf(dir).filter((name) => !IGNORED_FILE.test(name));
  for (const name of names) {
    const segments = name.split('/');
    const fileName = segments.pop() ?? '';
    if (!FILE_NAME.test(fileName)) report('the file name must be kebab-case.', name);
    if (segments.some((segment) => !KEBAB_CASE.test(segment))) {
      report('the folder names must be kebab-case.', name);
    }
    if (/^index\.[cm]?[jt]sx?$/.test(name)) report('example folders have no index file.', name);
  }

  const primaryFile = `${id}-example.tsx`;
  const componentName = `${pascalCase(id)}Example`;
  if (!names.includes(primaryFile)) {
    report(`the primary file is missing (found: ${names.join(', ') || 'nothing'}).`, primaryFile);
    return undefined;
  }

  const primary = parseExports(join(dir, primaryFile));
  if (primary.hasDefaultExport) {
    report('examples have no default export.', primaryFile);
    return undefined;
  }
  const main = primary.components.find((component) => component.name === componentName);
  if (!main || !main.isFunction) {
    const found = primary.components.map((component) => component.name).join(', ');
    const foundText = found ? ` (found: ${found})` : '';
    report(`the primary file must export \`function ${componentName}\`${foundText}.`, primaryFile);
    return undefined;
  }
  if (!main.title) {
    report(`the doc comment of ${componentName} needs a \`@title\`.`, primaryFile);
    return undefined;
  }

  const additionalComponents = [];
  for (const name of [primaryFile, ...names.filter((n) => n !== primaryFile)]) {
    if (!SOURCE_FILE.test(name)) continue;
    const {components} = name === primaryFile ? primary : parseExports(join(dir, name));
    for (const component of components) {
      if (component.name !== componentName) additionalComponents.push(component.name);
    }
  }

  const ownPrefix = `${id}-example.`;
  const depth = (/** @type {string} */ name) => name.split('/').length;
  const rest = names
    .filter((name) => name !== primaryFile)
    .sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : 1));
  return {
    id,
    packagePath: `${kind}/${group}/${id}`,
    title: main.title,
    componentName,
    files: [
      primaryFile,
      ...rest.filter((name) => name.startsWith(ownPrefix)),
      ...rest.filter((name) => !name.startsWith(ownPrefix)),
    ],
    selector: `${id}-example`,
    additionalComponents,
    primaryFile,
    module: {
      name: `${kind === 'cdk' ? 'Cdk' : ''}${pascalCase(group)}Examples`,
      importSpecifier: `@material-react/examples/${kind}/${group}`,
    },
  };
}

/**
 * The exported `*Example` components of a source file and whether it has a default export.
 * @param {string} path
 */
function parseExports(path) {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{name: string, isFunction: boolean, title: string}[]} */
  const components = [];
  let hasDefaultExport = false;

  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) hasDefaultExport = true;
    if (!ts.canHaveModifiers(statement)) continue;
    const modifiers = ts.getModifiers(statement) ?? [];
    if (!modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) {
      hasDefaultExport = true;
      continue;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      components.push({
        name: statement.name.text,
        isFunction: true,
        title: titleOf(statement),
      });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) {
          components.push({name: declaration.name.text, isFunction: false, title: ''});
        }
      }
    }
  }
  return {
    components: components.filter((component) => /^[A-Z]\w*Example$/.test(component.name)),
    hasDefaultExport,
  };
}

/**
 * The text of the `@title` tag in a node's doc comment, or an empty string. The title is the
 * tag's first paragraph: a description may follow it after a blank line.
 * @param {ts.Node} node
 */
function titleOf(node) {
  const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === 'title');
  const [title = ''] = (ts.getTextOfJSDocComment(tag?.comment) ?? '').trim().split(/\n\s*\n/);
  return title.replace(/\s+/g, ' ').trim();
}

/**
 * Whether `dir` and its subfolders hold nothing but dotfiles.
 * @param {string} dir
 */
function isEmptyFolder(dir) {
  return filesOf(dir).length === 0;
}

/**
 * The files in `dir` and its subfolders except dotfiles and dot-folders, as sorted relative
 * paths with `/` separators.
 * @param {string} dir
 * @returns {string[]}
 */
function filesOf(dir) {
  return readdirSync(dir, {withFileTypes: true})
    .filter((dirent) => !dirent.name.startsWith('.'))
    .flatMap((dirent) => {
      if (dirent.isDirectory()) {
        return filesOf(join(dir, dirent.name)).map((name) => `${dirent.name}/${name}`);
      }
      return dirent.isFile() ? [dirent.name] : [];
    })
    .sort();
}

/**
 * The names of the subfolders of `dir`, sorted; none when `dir` does not exist.
 * @param {string} dir
 */
function subfolders(dir) {
  try {
    return readdirSync(dir, {withFileTypes: true})
      .filter((dirent) => dirent.isDirectory())
      .map((dirent) => dirent.name)
      .sort();
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}
