import { randomUUID } from "node:crypto";

let lastMs = 0;
let counter = 0;

/**
 * A new row id: a UUID version 7 (RFC 9562), the millisecond time first, then a counter and 62 random bits.
 * Rows made in bulk (a billing run's billings, invoices, customers and their workflow snapshots) get ids that
 * follow each other, so each insert lands at the end of the primary key and of the indexes on those ids instead
 * of on a random page: with random v4 ids a run dirtied and wrote back most of every such B-tree each commit.
 */
export function newId(): string {
  const now = Date.now();
  // Within one millisecond a counter keeps this process's ids in order; another process differs by its random bits.
  counter = now === lastMs ? (counter + 1) & 0x0fff : 0;
  lastMs = now;
  const time = now.toString(16).padStart(12, "0");
  // The variant and random bits of a v4 UUID (node draws them from a pooled buffer, unlike randomBytes per call).
  const random = randomUUID().slice(19);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${counter.toString(16).padStart(3, "0")}-${random}`;
}
