import { randomBytes } from "node:crypto";

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
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes.writeUInt16BE(0x7000 | counter, 6);
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
