import {readFileSync} from 'node:fs';
import {extname, isAbsolute, join, normalize, sep} from 'node:path';

/**
 * `<!-- file(<path>) -->` or `<!-- file(<path>, <shown name>) -->` on a line of its own: the file
 * at `<path>` (relative to the repository) as a code block, under its shown name (the path by
 * default). A guide shows the files of the apps the tests build (`fixtures/`) this way, so its
 * code cannot drift from code that is built and run.
 */
const FILE_COMMENT = /^<!--\s*file\(\s*([^,)\s]+)\s*(?:,\s*([^)]+?)\s*)?\)\s*-->[ \t]*$/gm;

const LANGUAGES: Readonly<Record<string, string>> = {
  '.tsx': 'tsx',
  '.ts': 'ts',
  '.mjs': 'js',
  '.js': 'js',
  '.json': 'json',
  '.css': 'css',
};

/** The paths a markdown source includes with `<!-- file(…) -->`, in order. */
export function includedFiles(source: string): string[] {
  return [...source.matchAll(FILE_COMMENT)].map((match) => match[1]!);
}

/**
 * Replaces each `<!-- file(…) -->` line of a markdown source with the file as a fenced code block
 * under its name. Throws for a file that is missing or outside `root`.
 */
export function withIncludedFiles(source: string, root: string): string {
  return source.replace(FILE_COMMENT, (_line, path: string, shown: string | undefined) => {
    const relative = normalize(path);
    if (isAbsolute(relative) || relative.split(sep).includes('..')) {
      throw new Error(`The included file ${path} is outside the repository.`);
    }
    let code: string;
    try {
      code = readFileSync(join(root, relative), 'utf8');
    } catch {
      throw new Error(`The included file ${path} is missing.`);
    }
    const language = LANGUAGES[extname(relative)] ?? 'text';
    // A fence longer than any backtick run in the file, so the file cannot close it.
    const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
    const fence = '`'.repeat(longest + 1);
    return `\`${shown ?? path}\`:\n\n${fence}${language}\n${code.trimEnd()}\n${fence}`;
  });
}
