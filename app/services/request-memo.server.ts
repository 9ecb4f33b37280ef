/**
 * A memo that lives for one HTTP request. Remix runs the root, layout and page loaders of a
 * document request side by side, and each asks for the signed-in user; without this every one of
 * them would read the session, the user and their permissions again. The HTTP layer's
 * `getLoadContext` (http-guards.server.ts `remixLoadContext`) makes a fresh memo per request and
 * Remix hands it to every loader and action of that request as `context.memo`; the code that
 * memoises (auth-session.server.ts, menu.server.ts) is given that context by its caller. Tests and
 * jobs pass a fresh context of their own (`freshLoadContext`).
 */
export class RequestMemo {
  readonly #values = new Map<string, unknown>();
  readonly #keeps: boolean;

  /**
   * `keeps: false` computes every time: the memo of a POST (remixLoadContext), whose action may change the
   * session or the user's roles before the same request's loaders run (a form sent without JavaScript).
   */
  constructor({ keeps = true }: { keeps?: boolean } = {}) {
    this.#keeps = keeps;
  }

  /** The value for `key`, computed once per memo (a rejected promise is not kept). */
  get<T>(key: string, compute: () => T): T {
    if (!this.#keeps) return compute();
    if (this.#values.has(key)) return this.#values.get(key) as T;
    const value = compute();
    this.#values.set(key, value);
    if (value instanceof Promise) value.catch(() => this.#values.delete(key));
    return value;
  }

  /** Forgets a memoised value (after the request changed what it was computed from, e.g. sign-out). */
  forget(key: string) {
    this.#values.delete(key);
  }
}

/** What the memoising functions need of Remix's load context. */
export type MemoContext = { memo: RequestMemo };

/** A load context for one request made outside the HTTP layer (tests, jobs, scripts): no CSP nonce, a fresh memo. */
export function freshLoadContext(): { nonce: string; memo: RequestMemo } {
  return { nonce: "", memo: new RequestMemo() };
}

declare module "@remix-run/server-runtime" {
  /** Remix's load context, made per request by the HTTP layer (http-guards.server.ts `remixLoadContext`). */
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for Remix's inline scripts (entry.server.tsx). */
    nonce: string;
    /** The per-request memo (above). */
    memo: RequestMemo;
  }
}
