export {
  axeViolations,
  expectNoAxeViolations,
  type AxeCheckOptions,
  type AxeViolationSummary,
} from './axe';
export {setLayoutBox, type LayoutBox} from './layout-box';
export {prerenderAndHydrate, type PrerenderedTree} from './prerender-and-hydrate';
