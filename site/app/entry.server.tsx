import {renderToReadableStream} from 'react-dom/server';
import type {EntryContext} from 'react-router';
import {ServerRouter} from 'react-router';
import {renderWholeScript} from './runtime/lazy-parts';
import {HeadScriptsContext, type HeadScripts} from './runtime/head-scripts';
import {startGuardScript} from './runtime/start-guard';
import {themeBootstrapScript} from './theme/themes';

const HEAD_SCRIPTS: HeadScripts = {
  theme: themeBootstrapScript(),
  startGuard: startGuardScript(),
  renderWhole: renderWholeScript(),
};

/**
 * Renders every prerendered page at build time. The site has no runtime server (`ssr: false`), so
 * this only runs during `react-router build`: it waits for the whole tree, because crawlers and
 * visitors without JavaScript get the finished HTML.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  let renderError: unknown;
  const stream = await renderToReadableStream(
    <HeadScriptsContext value={HEAD_SCRIPTS}>
      <ServerRouter context={context} url={request.url} />
    </HeadScriptsContext>,
    {
      // Never outline a finished part of the page behind a fallback and a script that swaps it
      // in: the prerendered HTML must read right without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        renderError = error;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  if (renderError) status = 500;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, {status, headers});
}
