/**
 * Takes screenshots of the running site, for looking at changes as a visitor would:
 * `node tools/screenshots.mjs [baseUrl] [outDir] [path...]`.
 * Each path is shot at 1280 and 400 px wide in a light and a dark theme.
 */
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from 'playwright-core';
import {resolveChromium} from './chromium/resolve-chromium.mjs';

const [baseUrl = 'http://localhost:4200', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/'];
const themes = ['indigo-pink', 'purple-green'];
const widths = [1280, 400];

mkdirSync(outDir, {recursive: true});
const {executablePath, args} = await resolveChromium();
const browser = await chromium.launch({executablePath, args});
for (const path of pages) {
  for (const theme of themes) {
    for (const width of widths) {
      const page = await browser.newPage({viewport: {width, height: 900}});
      const url = new URL(path, baseUrl);
      url.searchParams.set('theme', theme);
      await page.goto(url.href, {waitUntil: 'networkidle'});
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${theme}-${width}.png`;
      await page.screenshot({path: join(outDir, name), fullPage: true});
      await page.close();
      console.log(join(outDir, name));
    }
  }
}
await browser.close();
