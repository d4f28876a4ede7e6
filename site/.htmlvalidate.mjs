/**
 * The HTML checks of the site's pages: `site/e2e/valid-html.spec.ts` runs them over every page of
 * the build (`npx html-validate site/build/client` runs them by hand). html-validate's recommended
 * rules, and those for whole documents (a doctype, heading levels, labelled inputs, references to
 * ids that exist), all apply and fail the test, except those below, each for a reason.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // An integrity hash guards a file from another origin; the site's own come from the page's.
    'require-sri': ['error', {target: 'crossorigin'}],
    // React and the highlighted code set `style` attributes, which the CSP allows on purpose.
    'no-inline-style': 'off',
    // React's `useId` ids start with `_R_`; HTML asks only for a non-empty id without spaces.
    'valid-id': ['error', {relaxed: true}],
    // Naming a list or a group is valid ARIA, and screen readers announce the name.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // Checkboxes that share a name are one field with several values, as HTML forms intend.
    'form-dup-name': ['error', {shared: ['radio', 'checkbox', 'button', 'reset', 'submit']}],
    // The library's widgets follow the ARIA patterns on elements that hold their layout (virtual
    // lists, grid tiles, button toggles as radios, listboxes, progress bars, panel regions,
    // flex tables); axe checks their roles in the unit and browser tests.
    'prefer-native-element': [
      'error',
      {exclude: ['list', 'listitem', 'listbox', 'radio', 'progressbar', 'region', 'table']},
    ],
    // The top bar writes its links twice (desktop and phone rows) and CSS shows one at any width,
    // which a check without CSS cannot see; axe's landmark-unique checks the rendered page.
    'unique-landmark': 'off',
    // An `<input>` without `type` is a text field by the HTML standard: a style rule, not validity.
    'no-implicit-input-type': 'off',
  },
};
