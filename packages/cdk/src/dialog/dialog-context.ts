'use client';

import {createContext, useContext} from 'react';
import type {DialogState} from './dialog-state';
import type {DialogAria} from './dialog-dom-props';

/** What a `CdkDialog` shares with its parts. */
export interface CdkDialogContextValue {
  /** The open state. */
  readonly state: DialogState;
  /** The behaviour and the props of each part. */
  readonly dialog: DialogAria;
}

export const CdkDialogContext = createContext<CdkDialogContextValue | null>(null);

/** The nearest `CdkDialog`'s context; throws if `part` is used outside one. */
export function useCdkDialogContext(part: string): CdkDialogContextValue {
  const context = useContext(CdkDialogContext);
  if (!context) throw new Error(`<${part}> must be used inside a <CdkDialog>.`);
  return context;
}
