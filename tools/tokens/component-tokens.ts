import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, join, relative} from 'node:path';
import {extractTokens, type CssToken} from './extract-tokens';

/** A component token with what it styles, as the Styling tab shows it. */
export interface ComponentToken extends CssToken {
  /** What the token styles, in which state or variant: one or two sentences. */
  description: string;
}

/** The tokens of one component, checked against their descriptions. */
export interface ComponentTokens {
  tokens: ComponentToken[];
  /** The descriptions file, relative to the folder's parent: `button/button.tokens.json`. */
  descriptionsPath: string;
  /** What is wrong with the descriptions: an undocumented token, or a description of no token. */
  problems: string[];
}

/**
 * The file that describes the tokens of a component folder: `<folder>.tokens.json`, an object
 * from token name to description, beside the stylesheets that read them. A JSON object, not
 * comments in the CSS, because a token is often read by several rules and needs one description.
 */
export function descriptionsFile(folder: string): string {
  return join(folder, `${basename(folder)}.tokens.json`);
}

/** The stylesheets of a component folder (its subfolders included), sorted by path. */
function stylesheets(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

/** Reads a descriptions file: `{}` when there is none, an error for anything but strings. */
function readDescriptions(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${path} must hold one object from token name to description.`);
  }
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') throw new Error(`${path}: ${name} must be a string.`);
  }
  return data as Record<string, string>;
}

/**
 * Pairs the tokens a component's stylesheets read with their descriptions, and says what does
 * not match, as the API extraction does for TSDoc: a token without a description (or with an
 * empty one), and a description of a token the stylesheets no longer read.
 */
export function describeTokens(
  tokens: readonly CssToken[],
  descriptions: Readonly<Record<string, string>>,
  descriptionsPath: string,
): ComponentTokens {
  const problems: string[] = [];
  const read = new Set(tokens.map((token) => token.name));
  const described = tokens.map((token) => {
    const description = descriptions[token.name]?.trim() ?? '';
    if (!description) problems.push(`${descriptionsPath}: ${token.name} has no description.`);
    return {...token, description};
  });
  for (const name of Object.keys(descriptions)) {
    if (!read.has(name)) {
      problems.push(`${descriptionsPath}: ${name} is described, but no stylesheet reads it.`);
    }
  }
  return {tokens: described, descriptionsPath, problems};
}

/**
 * The tokens of the component in `folder` (`packages/material/src/button`): every one its
 * stylesheets read, with its description from `<folder>.tokens.json` and the problems found.
 * `root` only shortens the paths in the messages.
 */
export function readComponentTokens(folder: string, root: string): ComponentTokens {
  const path = descriptionsFile(folder);
  const displayPath = relative(root, path).split('\\').join('/');
  return describeTokens(extractTokens(stylesheets(folder)), readDescriptions(path), displayPath);
}
