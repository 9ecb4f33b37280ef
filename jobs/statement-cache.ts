import type Database from "better-sqlite3";

const installed = new WeakSet<Database.Database>();

/**
 * Reuses compiled SQLite statements by their SQL text. drizzle prepares every one-time query afresh, and
 * compiling the statement is the largest single cost of the billing run's ~30 small queries per billing
 * (architecture.md: "drizzle without .prepare() is many times slower"). Safe for drizzle's use: it runs each
 * statement to completion (run/get/all), and a statement reused after raw() is set back to objects.
 * Installed by the job runner and the benchmark on their own connection; db/client.server.ts could do it for all.
 */
export function installStatementCache(client: Database.Database, max = 1000) {
  if (installed.has(client)) return;
  installed.add(client);
  const prepare = client.prepare.bind(client);
  const cache = new Map<string, Database.Statement>();
  client.prepare = ((source: string) => {
    const hit = cache.get(source);
    if (hit) {
      if (hit.reader) hit.raw(false);
      return hit;
    }
    const statement = prepare(source);
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(source, statement);
    return statement;
  }) as typeof client.prepare;
}
