import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import {iconModules, libraryModules, packageModules} from 'virtual:docs/live-modules';
import type {ExternalLoader} from './run-example';

/** React as the page runs it: an edited example must share it (hooks, contexts). */
const REACT_MODULES: Record<string, Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react-dom': ReactDom,
};

/**
 * Whether an edited example may import a package: React, the library, the examples' icons, and
 * the other packages the examples use (form libraries).
 */
export function isLiveImportAllowed(specifier: string): boolean {
  return (
    Object.hasOwn(REACT_MODULES, specifier) ||
    Object.hasOwn(libraryModules, specifier) ||
    Object.hasOwn(iconModules, specifier) ||
    Object.hasOwn(packageModules, specifier)
  );
}

/** The page's own module of an allowed package (loading its chunk if the page has not yet). */
export const loadLiveModule: ExternalLoader = async (specifier) => {
  if (Object.hasOwn(REACT_MODULES, specifier)) return REACT_MODULES[specifier]!;
  const load = libraryModules[specifier] ?? iconModules[specifier] ?? packageModules[specifier];
  if (!load) throw new Error(`"${specifier}" is not available to examples.`);
  return load();
};
