import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {expect, test} from '@playwright/test';

const repoDir = fileURLToPath(new URL('../..', import.meta.url));
// Beside the port the run's own server uses, so runs in other checkouts on other ports do not meet.
const port = (Number(process.env.E2E_PORT) || 4300) + 91;

// `npm start` right after the build this run made (site and MCP bundle): the build is current, so
// it serves at once instead of building again (site/server/build-freshness.test.ts covers a changed
// source starting a build).
test('npm start after a build serves the site at once, without building again', async ({
  request,
}) => {
  const server = spawn(process.execPath, ['site/server/start.mjs'], {
    cwd: repoDir,
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  try {
    const serving = await new Promise<boolean>((resolve) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Serving the documentation site')) resolve(true);
        if (output.includes('Building the site')) resolve(false);
      };
      server.stdout.on('data', seen);
      server.stderr.on('data', seen);
      server.on('exit', () => resolve(false));
    });
    expect(serving, output).toBe(true);
    const home = await request.get(`http://localhost:${port}/`);
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain('Material');
  } finally {
    server.kill();
  }
});
