import { type EntryContext, type HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce-provider";
import { registerAllEffects } from "~/services/effects.server";
import { logger } from "~/services/logger.server";
import { isRefusedBodyError } from "~/services/http-guards.server";
import { I18nextProvider } from "react-i18next";
import { defaultLanguage, i18nFor } from "~/services/i18n.server";
import { isLanguage } from "~/locales";
import { releaseLeakedTransaction } from "~/models/transaction.server";

// Effects run in this process right after each commit; the handlers must be known before the first request.
registerAllEffects();

/**
 * Renders the whole page to one string and answers with it in one piece. No route defers data, so
 * streaming gains nothing, while React's streaming renderer encodes every small chunk to bytes on its
 * own and the chunks then travel one by one through the web-stream adapter and gzip: a good part of a
 * page's CPU (tests/bench/README.md). A render error propagates to Remix, which logs it through
 * handleError below and renders the error boundary instead.
 */
const handleRequest: HandleDocumentRequestFunction = (request, responseStatusCode, responseHeaders, remixContext: EntryContext, loadContext) => {
  checkNoTransactionLeft(request);
  // The nonce of this response's Content-Security-Policy, which the HTTP layer sets with the other security
  // headers (services/http-guards.server.ts); Remix's inline scripts carry it.
  const nonce = loadContext.nonce;
  // The page's language is the one the root loader chose (services/i18n.server.ts requestLanguage).
  const rootData = remixContext.staticHandlerContext.loaderData.root as { language?: unknown } | undefined;
  const language = isLanguage(rootData?.language) ? rootData.language : defaultLanguage();
  const html = renderToString(
    <I18nextProvider i18n={i18nFor(language)}>
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>
    </I18nextProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  // The body as UTF-8 bytes made in one step: a string body would be checked for lone surrogates (undici's
  // USVString conversion) and then encoded, two passes over the page in JavaScript (about 4 % of the invoice
  // list's CPU in a profile, tests/bench/README.md issue 17).
  return new Response(Buffer.from("<!DOCTYPE html>" + html, "utf8"), { headers: responseHeaders, status: responseStatusCode });
};

export default handleRequest;

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  checkNoTransactionLeft(request);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

/** Unexpected loader/action errors are logged once, structured; the response never carries the stack in production. */
export function handleError(error: unknown, { request }: { request: Request }) {
  // A body cut for passing its limit: the HTTP layer has answered 413 already.
  if (request.signal.aborted || isRefusedBodyError(error)) return;
  // SQLite's code (SQLITE_BUSY_SNAPSHOT, SQLITE_CONSTRAINT_…) says more than its message.
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
  logger.error({ url: request.url, code, err: error instanceof Error ? error.stack : String(error) }, "unhandled error");
}

/**
 * After a request's loaders and actions: a database transaction still open was leaked by them (they are synchronous).
 * It is rolled back and logged with the request, so that the leak is found instead of later requests reading an old
 * snapshot. Checked here because this bundle has its own connection (the HTTP layer's is another module instance).
 */
function checkNoTransactionLeft(request: Request) {
  if (releaseLeakedTransaction()) logger.error({ url: request.url, method: request.method }, "a database transaction was left open; rolled back");
}
