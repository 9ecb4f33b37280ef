import { AsyncLocalStorage } from "node:async_hooks";

/**
 * A memo that lives for one HTTP request. Remix runs the root, layout and page loaders of a
 * document request side by side, and each asks for the signed-in user; without this every one of
 * them would read the session, the user and their permissions again. server.ts opens a memo per
 * request; outside one (tests, jobs) `requestMemo` just computes.
 *
 * The storage sits on globalThis under a registered symbol because server.ts and the Remix bundle
 * each load their own copy of this module.
 */
type Memo = Map<string, unknown>;
const KEY = Symbol.for("digimon.request-memo");
type GlobalWithMemo = typeof globalThis & { [KEY]?: AsyncLocalStorage<Memo> };

function storage(): AsyncLocalStorage<Memo> {
  const g = globalThis as GlobalWithMemo;
  return (g[KEY] ??= new AsyncLocalStorage<Memo>());
}

/** Runs `next` with a fresh memo for one request. */
export function withRequestMemo<T>(next: () => T): T {
  return storage().run(new Map(), next);
}

/** The value for `key` computed once per request (a rejected promise is not kept). */
export function requestMemo<T>(key: string, compute: () => T): T {
  const memo = storage().getStore();
  if (!memo) return compute();
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  if (value instanceof Promise) value.catch(() => memo.delete(key));
  return value;
}

/** Forgets a memoised value (after the request changed what it was computed from, e.g. sign-out). */
export function forgetRequestMemo(key: string) {
  storage().getStore()?.delete(key);
}
