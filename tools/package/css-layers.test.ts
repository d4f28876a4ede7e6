// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {checkCssLayers} from './build-packages.mjs';
import {findLayerProblems, layerOf, LIBRARY_LAYERS} from './css-layers.mjs';

const ORDER = `@layer ${LIBRARY_LAYERS.join(', ')};`;
const problems = (css: string, layer = 'material-react.components') =>
  findLayerProblems(css, 'sample.css', layer);

describe("the library's cascade layers", () => {
  it('names the theme first and the components last', () => {
    expect(LIBRARY_LAYERS).toEqual([
      'material-react.theme',
      'material-react.cdk',
      'material-react.components',
    ]);
  });

  it('puts the cdk, the theming files and the components each in its layer', () => {
    expect(layerOf('cdk', 'overlay/overlay.css')).toBe('material-react.cdk');
    expect(layerOf('material', 'theming/prebuilt/purple-green.css')).toBe('material-react.theme');
    expect(layerOf('material', 'theming/base.css')).toBe('material-react.theme');
    expect(layerOf('material', 'button/button.css')).toBe('material-react.components');
  });

  it('accepts a stylesheet that names the order, then keeps its rules in its layer', () => {
    const css = `/* a comment */\n${ORDER}\n@import './tokens.css';\n@layer material-react.components {\n  .mat-x { color: red; }\n  @media (forced-colors: active) { .mat-x { color: CanvasText; } }\n  @keyframes mat-x-in { from { opacity: 0; } }\n}\n`;
    expect(problems(css)).toEqual([]);
  });

  it('refuses a rule outside the layer, a block in another layer and a missing order', () => {
    expect(problems(`${ORDER}\n.mat-x { color: red; }`)).toEqual([
      'has a style rule outside `@layer material-react.components { … }`',
    ]);
    expect(problems(`${ORDER}\n@keyframes spin { to { rotate: 1turn; } }`)).toEqual([
      'has an @keyframes rule outside `@layer material-react.components { … }`',
    ]);
    expect(problems(`${ORDER}\n@layer material-react.cdk { .x { color: red; } }`)).toEqual([
      'has a `@layer material-react.cdk` block; its layer is material-react.components',
    ]);
    expect(problems('@layer material-react.components { .x { color: red; } }')).toEqual([
      `does not start with \`${ORDER}\``,
    ]);
    expect(
      problems(
        '@layer material-react.components, material-react.theme;\n@layer material-react.components {}',
      ),
    ).toEqual([`does not start with \`${ORDER}\``]);
  });

  it("holds for every stylesheet of both packages (the package build's check)", () => {
    expect(() => checkCssLayers()).not.toThrow();
  });
});
