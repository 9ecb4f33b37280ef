import { Writable } from "node:stream";
import { type EntryContext, type HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { registerAllEffects } from "~/services/effects.server";
import { logger } from "~/services/logger.server";

const ABORT_DELAY = 5_000;

// Effects run in this process right after each commit; the handlers must be known before the first request.
registerAllEffects();

/**
 * Renders the whole page, then answers with it in one piece. No route defers data, so streaming the
 * shell early gains nothing, while writing React's many small chunks through the web-stream adapter
 * and gzip one by one costs a good part of a page's CPU (tests/bench/README.md).
 */
const handleRequest: HandleDocumentRequestFunction = (request, responseStatusCode, responseHeaders, remixContext: EntryContext) => {
  return new Promise((resolve, reject) => {
    let didError = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        responseHeaders.set("X-Content-Type-Options", "nosniff");
        responseHeaders.set("Referrer-Policy", "same-origin");
        responseHeaders.set("X-Frame-Options", "DENY");
        // Pages show private data: never cached, and never restored by Back after logout (no-store also keeps them out of the bfcache).
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
        clearTimeout(abortTimer);
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: didError ? 500 : responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(<RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error: unknown) => {
        didError = true;
        logger.error({ err: error instanceof Error ? error.stack : String(error) }, "render failed");
      },
    });
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
};

export default handleRequest;

export function handleDataRequest(response: Response) {
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** Unexpected loader/action errors are logged once, structured; the response never carries the stack in production. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ url: request.url, err: error instanceof Error ? error.stack : String(error) }, "unhandled error");
}
