'use client';

import {createContext, useContext, type RefObject} from 'react';

/** The class of the area at the top of the sheet that holds the drag handle. */
export const DRAG_ZONE_CLASS = 'mat-bottom-sheet-drag-zone';

/** What a `BottomSheet` shares with its parts, on top of the cdk dialog's own context. */
export interface BottomSheetContextValue {
  /** Asks the sheet to close (a controlled sheet only reports the request). */
  readonly close: () => void;
  /** Whether the user may dismiss the sheet: false with `disableClose`. */
  readonly dismissible: boolean;
  /** The sheet element while it is rendered, registered by the content. */
  readonly sheetRef: RefObject<HTMLDivElement | null>;
}

/** The context of the nearest `BottomSheet`. */
export const BottomSheetContext = createContext<BottomSheetContextValue | null>(null);

/** The nearest `BottomSheet`'s context; throws if `part` is used outside one. */
export function useBottomSheetContext(part: string): BottomSheetContextValue {
  const context = useContext(BottomSheetContext);
  if (!context) throw new Error(`<${part}> must be used inside a <BottomSheet>.`);
  return context;
}
