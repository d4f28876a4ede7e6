import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {cardLayout} from './share-card-layout';
import {
  cardKey,
  drawCards,
  rendererFingerprint,
  themeColours,
  writeShareCards,
} from './share-cards-build';

const TOKENS = `:root {
  --mat-sys-primary: #3f51b5;
  --mat-sys-on-primary: #ffffff;
  --mat-sys-primary-container: #dee0ff;
  --mat-sys-tertiary: #c2185b;
}
[data-theme='dark'] { --mat-sys-primary: #bac3ff; }`;

/** A PNG's width and height, from its IHDR chunk (right after the 8-byte signature). */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

const page = (title: string, description: string) =>
  `<html><head><title>${title}</title><meta name="description" content="${description}"></head></html>`;

describe('themeColours', () => {
  it('reads the default theme’s colours from the first (root) block', () => {
    expect(themeColours(TOKENS)).toEqual({
      primary: '#3f51b5',
      onPrimary: '#ffffff',
      primaryContainer: '#dee0ff',
      tertiary: '#c2185b',
    });
  });

  it('reads the library’s own tokens, and fails on a missing colour', () => {
    expect(themeColours().primary).toBe('#3f51b5');
    expect(() => themeColours(':root {}')).toThrow(/--mat-sys-primary/);
  });
});

describe('cardKey', () => {
  const colours = themeColours(TOKENS);
  const text = {heading: 'Button', kicker: 'Components · API', summary: 'Buttons.'};

  it('changes with the card’s text and with the renderer, and only then', () => {
    const key = cardKey(cardLayout(text, colours, 'a.dev'), 'renderer 1');
    expect(cardKey(cardLayout(text, colours, 'a.dev'), 'renderer 1')).toBe(key);
    expect(
      cardKey(cardLayout({...text, heading: 'Buttons'}, colours, 'a.dev'), 'renderer 1'),
    ).not.toBe(key);
    expect(cardKey(cardLayout(text, colours, 'a.dev'), 'renderer 2')).not.toBe(key);
  });

  it('fingerprints the renderer the same way twice', () => {
    expect(rendererFingerprint()).toBe(rendererFingerprint());
  });
});

describe('writeShareCards', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('draws 1200x630 PNGs once, then copies them from the cache until a text changes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'share-cards-'));
    const clientDir = join(dir, 'client');
    const cacheDir = join(dir, 'cache');
    mkdirSync(join(clientDir, 'guides'), {recursive: true});
    writeFileSync(join(clientDir, 'index.html'), page('Home', 'The whole library.'));
    writeFileSync(join(clientDir, 'guides', 'index.html'), page('Guides', 'Every guide.'));
    const options = {cacheDir, siteUrl: 'https://a.dev', paths: ['/', '/guides']};

    expect(await writeShareCards(clientDir, options)).toEqual({drawn: 2, cached: 0});
    for (const file of ['index.png', 'guides.png']) {
      expect(pngSize(readFileSync(join(clientDir, 'og', file)))).toEqual({
        width: 1200,
        height: 630,
      });
    }
    expect(readdirSync(cacheDir).filter((file) => file.endsWith('.png'))).toHaveLength(2);

    rmSync(join(clientDir, 'og'), {recursive: true});
    expect(await writeShareCards(clientDir, options)).toEqual({drawn: 0, cached: 2});
    expect(readdirSync(join(clientDir, 'og'))).toEqual(['guides.png', 'index.png']);

    writeFileSync(join(clientDir, 'guides', 'index.html'), page('Guides', 'All the guides.'));
    expect(await writeShareCards(clientDir, options)).toEqual({drawn: 1, cached: 1});
    // No half-written file is left behind in the cache.
    expect(readdirSync(cacheDir).every((file) => file.endsWith('.png'))).toBe(true);
  }, 60_000);
});

describe('drawCards', () => {
  let dir = '';
  afterEach(() => rmSync(dir, {recursive: true, force: true}));

  it('fails, naming the card, when satori cannot lay one out', async () => {
    dir = mkdtempSync(join(tmpdir(), 'share-cards-'));
    // An image without a source.
    const tree = {type: 'div', props: {style: {}, children: {type: 'img', props: {style: {}}}}};
    const file = join(dir, 'broken.png');
    await expect(drawCards([{tree, file}], 1)).rejects.toThrow(/social card .*broken\.png/);
  }, 30_000);
});
