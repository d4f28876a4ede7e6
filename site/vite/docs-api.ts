import {extractAllApis, findEntryPoints, renderApiDescriptions} from '../../tools/api/index';
import type {ApiDoc, ApiEntryPoint, ApiProblem} from '../../tools/api/index';
import type {ApiReference} from '../app/docs/content/api-reference';
import {allDocItems, itemSources} from '../app/docs/documentation-items';

/**
 * The library entry points that documentation items name, found among the packages' folders.
 * An item naming an entry point that does not exist is an error.
 */
export function documentedEntryPoints(
  repoDir: string,
  names: Iterable<string> = allDocItems().flatMap(({item}) => itemSources(item).apiEntryPoints),
): ApiEntryPoint[] {
  const available = new Map(findEntryPoints(repoDir).map((entry) => [entry.entryPoint, entry]));
  return [...new Set(names)].map((name) => {
    const entry = available.get(name);
    if (!entry) throw new Error(`No library entry point ${name}: is its index.ts missing?`);
    return entry;
  });
}

/** A readable list of undocumented public symbols, for the build's error. */
export function describeProblems(problems: readonly ApiProblem[]): string {
  return problems
    .map((problem) => {
      const what = problem.member ? `${problem.symbol}.${problem.member}` : problem.symbol;
      return `  ${problem.source.file}:${problem.source.line} ${what} (${problem.entryPoint}): ${problem.message}`;
    })
    .join('\n');
}

let extracted: Promise<ApiDoc[]> | undefined;
let rendered: Promise<Map<string, ApiDoc>> | undefined;

/** Forgets the extracted API (the dev server calls it when a library source changes). */
export function invalidateApis() {
  extracted = undefined;
  rendered = undefined;
}

/**
 * The API docs of every documented entry point, extracted with one TypeScript program, with their
 * texts as markdown (what the Markdown twins show). Undocumented public symbols fail the
 * production build.
 */
export function extractDocumentedApis(
  repoDir: string,
  {strict}: {strict: boolean},
): Promise<ApiDoc[]> {
  extracted ??= (async () => {
    const docs = extractAllApis(documentedEntryPoints(repoDir), {rootDir: repoDir});
    const problems = docs.flatMap((doc) => doc.problems);
    if (problems.length > 0) {
      const message = `Undocumented public API (every public symbol needs a TSDoc comment):\n${describeProblems(problems)}`;
      if (strict) throw new Error(message);
      console.warn(message);
    }
    return docs.map((doc) => ({...doc, problems: []}));
  })();
  return extracted;
}

/** The API docs of every documented entry point with their texts rendered to HTML. */
function allApis(repoDir: string, options: {strict: boolean}): Promise<Map<string, ApiDoc>> {
  rendered ??= extractDocumentedApis(repoDir, options).then(async (docs) => {
    const html = await Promise.all(docs.map((doc) => renderApiDescriptions(doc)));
    return new Map(html.map((doc) => [doc.entryPoint, doc]));
  });
  return rendered;
}

/** The API reference of one documentation item: its entry points' docs. */
export async function buildApiReference(
  repoDir: string,
  entryPoints: readonly string[],
  options: {strict: boolean},
): Promise<ApiReference> {
  const apis = await allApis(repoDir, options);
  return {
    entryPoints: entryPoints.map((entryPoint) => {
      const doc = apis.get(entryPoint);
      if (!doc) throw new Error(`No API docs for ${entryPoint}.`);
      return {...doc, problems: []};
    }),
  };
}
