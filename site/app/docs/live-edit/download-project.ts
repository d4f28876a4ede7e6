import {zipSync, strToU8} from 'fflate';
import {libraryTarballs, libraryVersion, projectVersions} from 'virtual:docs/library-packages';
import {findTheme, THEME_CONFIG} from '../../theme/themes';
import {writeProject, type ProjectSpec} from './project-writer';

/** What {@link downloadProject} needs besides what the build and the page know. */
export type DownloadSpec = Omit<ProjectSpec, 'libraryVersion' | 'versions' | 'tarballs' | 'theme'>;

/** The theme the page shows: the one whose stylesheet is linked, else the default. */
function currentTheme(): string {
  const href = document.getElementById(THEME_CONFIG.linkId)?.getAttribute('href') ?? '';
  const name = /\/([a-z-]+)\.css$/.exec(href)?.[1];
  return name && findTheme(name) ? name : THEME_CONFIG.defaultName;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Makes `<example-id>.zip`, a standalone project of the example (see {@link writeProject}) with
 * the library's tarballs in `vendor/`, and hands it to the browser to save.
 */
export async function downloadProject(spec: DownloadSpec): Promise<void> {
  const tarballs = libraryTarballs
    ? await Promise.all([
        fetchBytes(libraryTarballs.cdk.url),
        fetchBytes(libraryTarballs.material.url),
      ])
    : null;
  const files = writeProject({
    ...spec,
    theme: currentTheme(),
    libraryVersion,
    versions: projectVersions,
    tarballs: libraryTarballs
      ? {cdk: libraryTarballs.cdk.fileName, material: libraryTarballs.material.fileName}
      : null,
  });
  const root = spec.exampleId;
  const entries: Record<string, Uint8Array> = {};
  for (const [path, text] of Object.entries(files)) entries[`${root}/${path}`] = strToU8(text);
  if (libraryTarballs && tarballs) {
    entries[`${root}/vendor/${libraryTarballs.cdk.fileName}`] = tarballs[0];
    entries[`${root}/vendor/${libraryTarballs.material.fileName}`] = tarballs[1];
  }
  const zip = zipSync(entries, {level: 6});
  const url = URL.createObjectURL(new Blob([zip as BlobPart], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${spec.exampleId}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
