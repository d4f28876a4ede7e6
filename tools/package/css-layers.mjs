// @ts-check
/**
 * The cascade layers of the library's CSS. Every stylesheet of both packages names the three
 * layers in order, then puts each of its rules in its own layer, so that an app's CSS wins over
 * the library's without `!important`: unlayered CSS beats any layer, and a layer the app names
 * after `material-react` beats all three (see the Tailwind CSS guide, site/guides/tailwind.md).
 *
 * - `material-react.theme`: the system tokens, the page defaults and the prebuilt themes
 *   (`material/src/theming/`);
 * - `material-react.cdk`: the headless kit's structural styles;
 * - `material-react.components`: each component's stylesheet.
 *
 * The package build refuses a stylesheet that breaks this (`findLayerProblems`).
 */
import {transform} from 'lightningcss';

/** The library's layers, in cascade order (the last wins). */
export const LIBRARY_LAYERS = [
  'material-react.theme',
  'material-react.cdk',
  'material-react.components',
];

/**
 * The layer a stylesheet's rules belong in.
 * @param {string} pkg The package's folder: `cdk` or `material`.
 * @param {string} path The stylesheet's path inside the package's `src/`: `theming/base.css`.
 */
export function layerOf(pkg, path) {
  if (pkg === 'cdk') return 'material-react.cdk';
  return path.replace(/\\/g, '/').startsWith('theming/')
    ? 'material-react.theme'
    : 'material-react.components';
}

/** @param {{type: string, value?: any}} rule */
function describe(rule) {
  if (rule.type === 'style') return 'a style rule';
  return `an @${rule.type.replace(/-.*$/, '')} rule`;
}

/**
 * What is wrong with a stylesheet's layers: it must start (after any `@import`) with the
 * statement naming {@link LIBRARY_LAYERS} in order, and have no rule at its top level but
 * `@import`s and `@layer <layer> { … }` blocks. Empty when all is well.
 * @param {string} css
 * @param {string} filename For the parser's messages.
 * @param {string} layer The layer its rules belong in (see {@link layerOf}).
 * @returns {string[]}
 */
export function findLayerProblems(css, filename, layer) {
  /** @type {{type: string, value?: any}[]} */
  let rules = [];
  transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      StyleSheet(sheet) {
        rules = /** @type {{type: string, value?: any}[]} */ (sheet.rules);
      },
    },
  });
  const problems = [];
  const statement = rules.find((rule) => rule.type !== 'import');
  const named = statement?.type === 'layer-statement' ? statement.value.names.map(joinName) : [];
  if (named.join(', ') !== LIBRARY_LAYERS.join(', ')) {
    problems.push(`does not start with \`@layer ${LIBRARY_LAYERS.join(', ')};\``);
  }
  for (const rule of rules) {
    if (rule === statement && named.length > 0) continue;
    if (rule.type === 'import') continue;
    if (rule.type === 'layer-block') {
      const name = joinName(rule.value.name);
      if (name !== layer) problems.push(`has a \`@layer ${name}\` block; its layer is ${layer}`);
      continue;
    }
    problems.push(`has ${describe(rule)} outside \`@layer ${layer} { … }\``);
  }
  return problems;
}

/** @param {string[]} parts A layer's name as the parser gives it: `['material-react', 'cdk']`. */
function joinName(parts) {
  return parts.join('.');
}
