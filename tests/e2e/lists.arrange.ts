/**
 * Arranges list data for tests/e2e/lists.spec.ts: a few hundred generated invoices (with their
 * billings, POs and customers) in the e2e portal's database, through the volume generator. The
 * documents end before the current month, so numbers the other specs create are not shifted.
 * Run with tsx and DATABASE_PATH set; prints JSON.
 */
import { db } from "#db/client.server";
import { seedVolume } from "#db/seed/volume";

const summary = seedVolume(db(), { invoices: Number(process.env.LIST_INVOICES ?? 600), until: "2026-10-31" });
console.log(JSON.stringify(summary));
