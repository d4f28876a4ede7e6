export {Accordion, type AccordionProps, type ExpansionTogglePosition} from './accordion';
export {
  ExpansionPanel,
  ExpansionPanelActions,
  type ExpansionHeadingLevel,
  type ExpansionPanelActionsProps,
  type ExpansionPanelProps,
} from './expansion-panel';
