import axe from 'axe-core';

/** Options of {@link axeViolations} and {@link expectNoAxeViolations}. */
export interface AxeCheckOptions {
  /**
   * Whether all content must sit inside a landmark (axe's `region` rule). Off by default: a
   * component under test is usually rendered on its own, and the overlay container and the live
   * announcer sit outside the page's landmarks by design. Turn it on for a test that renders a
   * whole page.
   * @default false
   */
  requireLandmarks?: boolean;
  /** Other axe rules to leave out, by id (say why where you pass it). */
  disableRules?: readonly string[];
}

/** One rule axe found broken, with the HTML of each element that breaks it. */
export interface AxeViolationSummary {
  /** The rule's id, such as `button-name`. */
  id: string;
  /** What the rule asks for. */
  help: string;
  /** The opening HTML of each element that breaks it. */
  nodes: string[];
}

/**
 * Runs axe-core on `context` (the whole document body by default) and returns what it found
 * broken, in a shape that reads well in a failed assertion. Needs a DOM, such as jsdom.
 */
export async function axeViolations(
  context: Element | Document = document.body,
  {requireLandmarks = false, disableRules = []}: AxeCheckOptions = {},
): Promise<AxeViolationSummary[]> {
  const rules: Record<string, {enabled: boolean}> = {};
  if (!requireLandmarks) rules['region'] = {enabled: false};
  for (const id of disableRules) rules[id] = {enabled: false};
  const results = await axe.run(context, {rules});
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.html),
  }));
}

/**
 * Fails (throws an `Error` listing each broken rule and the elements that break it) when axe-core
 * finds an accessibility problem in `context`, the document body by default. It works with any
 * test runner.
 *
 * ```tsx
 * render(<Checkbox>Subscribe</Checkbox>);
 * await expectNoAxeViolations();
 * ```
 */
export async function expectNoAxeViolations(
  context: Element | Document = document.body,
  options: AxeCheckOptions = {},
): Promise<void> {
  const violations = await axeViolations(context, options);
  if (violations.length === 0) return;
  const lines = violations.flatMap((violation) => [
    `${violation.id}: ${violation.help}`,
    ...violation.nodes.map((html) => `  ${html}`),
  ]);
  throw new Error(`axe found ${violations.length} accessibility problem(s):\n${lines.join('\n')}`);
}
