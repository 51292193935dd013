import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

// React Router's own server entry, but waiting for the whole page: this entry only ever
// prerenders (ssr: false), and a page is written once, so it is written whole, in order. The
// default sends the shell first and streams what is still loading (the events list, a lazy
// part, when the build read the feed) after it, with inline scripts to put it in place.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // Never outlined: React sends a large finished part (the events list is one) as a
      // fallback followed by an inline script that swaps it in, unless told the whole page
      // is one chunk. A prerendered page has no inline script it does not need.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
