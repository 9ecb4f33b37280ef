import { seedDemoData, seedDemoDocuments } from "#db/seed/index";

let seeded: Promise<unknown> | null = null;
/** Seeds this test file's database copy with the demo data once. */
export function useDemoData() {
  beforeAll(async () => {
    seeded ??= seedDemoData();
    await seeded;
  });
}

/** The demo data and the demo documents (POs, billings, invoices in every state), as a fresh sandbox install seeds them. */
export function useDemoDocuments() {
  useDemoData();
  beforeAll(() => seedDemoDocuments(), 120_000);
}
