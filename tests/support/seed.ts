import { seedDemoData } from "#db/seed/index";

let seeded: Promise<unknown> | null = null;
/** Seeds this test file's database copy with the demo data once. */
export function useDemoData() {
  beforeAll(async () => {
    seeded ??= seedDemoData();
    await seeded;
  });
}
