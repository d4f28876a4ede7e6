export {type ChipContentProps} from './chip-parts';
export {
  ChipGrid,
  ChipInput,
  ChipRow,
  type ChipGridProps,
  type ChipInputProps,
  type ChipRowProps,
} from './chip-grid';
export {
  Chip,
  ChipListbox,
  ChipOption,
  ChipSet,
  type ChipListboxProps,
  type ChipOptionProps,
  type ChipProps,
  type ChipSetProps,
} from './chips';
