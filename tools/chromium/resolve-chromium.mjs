import {existsSync} from 'node:fs';

/**
 * The Chromium the end-to-end tests and screenshots drive: `CHROME_PATH` when set, else the
 * system's `/usr/bin/chromium`, else the Chromium shipped inside the `@sparticuz/chromium` npm
 * package, so `npm test` works on a fresh machine without a system browser.
 * @returns {Promise<{executablePath: string, args: string[]}>}
 */
export async function resolveChromium() {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ];
  if (process.env.CHROME_PATH) return {executablePath: process.env.CHROME_PATH, args};
  if (existsSync('/usr/bin/chromium')) return {executablePath: '/usr/bin/chromium', args};
  const {default: chromium} = await import('@sparticuz/chromium');
  return {executablePath: await chromium.executablePath(), args};
}
