export {
  BottomSheet,
  BottomSheetClose,
  BottomSheetTrigger,
  type BottomSheetCloseProps,
  type BottomSheetProps,
  type BottomSheetTriggerProps,
} from './bottom-sheet';
export {BottomSheetContent, type BottomSheetContentProps} from './bottom-sheet-content';
export {
  BottomSheetBody,
  BottomSheetDescription,
  BottomSheetTitle,
  type BottomSheetBodyProps,
  type BottomSheetDescriptionProps,
  type BottomSheetTitleProps,
} from './bottom-sheet-parts';
