/**
 * `npm run bench`: every benchmark under tests/bench (*.bench.ts), one process each, in order:
 * the list queries, the invoice list over HTTP, approval, issue 17's side-by-side ratios, then the rest (the PDF bench among them).
 * A failing bench is reported and the others still run; the exit code says whether all passed.
 *
 *   npm run bench                 every bench
 *   npm run bench -- approval     only the files whose name contains "approval"
 *   npm run bench -- statement    issue 20's statement import and matching (STATEMENT_INVOICES/STATEMENT_LINES scale it down)
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureSeeded } from "./support";

const here = path.dirname(fileURLToPath(import.meta.url));
const FIRST = ["list-queries.bench.ts", "invoice-list.bench.ts", "approval.bench.ts", "stock-ratios.bench.ts"];
const filter = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort((a, b) => (FIRST.indexOf(a) === -1 ? 99 : FIRST.indexOf(a)) - (FIRST.indexOf(b) === -1 ? 99 : FIRST.indexOf(b)) || a.localeCompare(b))
  .filter((f) => !filter.length || filter.some((w) => f.includes(w)));

// Seed once up front (a few minutes the first time), so the first bench's figures do not include it.
// The statement-import bench copies the million-invoice database too, unless told to run at a smaller size.
const needsVolume = files.some((f) => FIRST.includes(f) || (f === "statement-import.bench.ts" && !process.env.STATEMENT_INVOICES));
if (needsVolume) {
  const seconds = ensureSeeded();
  if (seconds) console.log(`seeded the bench database in ${seconds.toFixed(0)} s`);
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const result = spawnSync("npx", ["tsx", path.join(here, file)], { stdio: "inherit", env: process.env });
  if (result.status !== 0) failed.push(file);
}
console.log(failed.length ? `\nfailed: ${failed.join(", ")}` : `\nall ${files.length} benches ran`);
process.exit(failed.length ? 1 : 0);
