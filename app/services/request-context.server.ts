import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * Who a piece of work is for: the request (or job run) id and, once the session is read, the signed-in user.
 * The logger reads it on every line (logger.server.ts), so a line written deep inside a model or service
 * carries the id of the request that caused it without anybody passing it down.
 */
export type RequestContext = { requestId: string; userId?: string; job?: string };

// One store per process, on globalThis: server.ts and the Remix build each load their own copy of this
// module, and a request entered in the Express layer must be seen by the loaders of the build.
const KEY = Symbol.for("digimon.requestContext");
type GlobalWithContext = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage = ((globalThis as GlobalWithContext)[KEY] ??= new AsyncLocalStorage<RequestContext>());

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * An id from a proxy or client is kept when it is a plain token (letters, digits and . _ : -, at most 128
 * characters): anything else could forge log fields or flood them, and is replaced by one of ours.
 */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;
export function saneRequestId(value: unknown): string | null {
  return typeof value === "string" && SANE_ID.test(value) ? value : null;
}

export const newRequestId = () => randomUUID();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function requestContext(): RequestContext | undefined {
  return storage.getStore();
}

/** Records the signed-in user of the current request (the session and API token readers call this). */
export function noteUser(userId: string) {
  const context = storage.getStore();
  if (context) context.userId = userId;
}
