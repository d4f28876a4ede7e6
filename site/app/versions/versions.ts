/** One entry of the versions file: a documented release line and where its site lives. */
export interface VersionEntry {
  readonly title: string;
  readonly url: string;
}

/** Reads a parsed versions file; anything that is not a list of `{title, url}` strings is invalid. */
export function parseVersions(data: unknown): VersionEntry[] | null {
  if (!Array.isArray(data)) return null;
  const versions: VersionEntry[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) return null;
    const {title, url} = entry as Record<string, unknown>;
    if (typeof title !== 'string' || typeof url !== 'string' || !title || !url) return null;
    versions.push({title, url});
  }
  return versions;
}

/**
 * Where picking a version should take the browser, or null to stay: the browser stays when the
 * current address already starts with the version's address (it is that version's site).
 */
export function versionNavigationTarget(currentHref: string, versionUrl: string): string | null {
  let target: string;
  try {
    target = new URL(versionUrl, currentHref).href;
  } catch {
    return null;
  }
  return currentHref.startsWith(target) ? null : target;
}

/** Loads the versions file, giving up after `timeoutMs`; every failure becomes an error. */
export async function loadVersions(
  url: string,
  {timeoutMs = 5000, fetchFn = fetch}: {timeoutMs?: number; fetchFn?: typeof fetch} = {},
): Promise<VersionEntry[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchFn(url, {signal: controller.signal});
    if (!response.ok) throw new Error(`The versions file answered ${response.status}.`);
    const versions = parseVersions(await response.json());
    if (!versions) throw new Error('The versions file is not a list of {title, url}.');
    return versions;
  } finally {
    clearTimeout(timer);
  }
}
