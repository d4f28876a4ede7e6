export {
  collectChildren,
  textOfNode,
  type ChildCollection,
  type ChildCollectionTypes,
  type CollectionGroupProps,
  type CollectionItem,
  type CollectionItemProps,
  type CollectionSection,
} from './collect-children';
export {elementType, isElementOf} from './element-type';
export {SelectionModel, type SelectionChange, type SelectionListener} from './selection-model';
export {useSelection, useSelectionModel, type UseSelectionOptions} from './use-selection';
export {
  useSelectedValues,
  type SelectedValues,
  type UseSelectedValuesOptions,
} from './use-selected-values';
