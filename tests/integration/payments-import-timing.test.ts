/** Issue 20's bench seam: importStatement's line stopwatch reports each credit line, with its outcome, and changes nothing. */
import { importStatement, type StatementLineTiming, timeStatementLines } from "~/services/payments/index.server";
import { useDemoData } from "../support/seed";
import { issuedBilling, metaOf, settlement, statement } from "./payments-fixtures";

useDemoData();

afterEach(() => timeStatementLines(null));

describe("the statement import's line stopwatch (tests/bench/statement-import.bench.ts)", () => {
  it("reports one timing per credit line, in order, with the outcome the import counted; none when it is off", async () => {
    const { due } = issuedBilling();
    const s = statement([{ credit: due }, { credit: 1_234_567 }, { debit: 250_000 }]);
    const timings: StatementLineTiming[] = [];
    timeStatementLines((t) => timings.push(t));
    expect(await importStatement(s, metaOf(s), settlement())).toMatchObject({ added: 2, matched: 1, unmatched: 1, duplicates: 0 });
    expect(timings.map((t) => t.outcome)).toEqual(["matched", "unmatched"]);
    for (const t of timings) {
      expect(t.matchMs).toBeGreaterThan(0);
      expect(t.lineMs).toBeGreaterThanOrEqual(t.matchMs);
    }

    const again = await importStatement(s, metaOf(s), settlement());
    expect(again).toMatchObject({ added: 0, duplicates: 2 });
    expect(timings.slice(2).map((t) => [t.outcome, t.matchMs])).toEqual([["duplicate", 0], ["duplicate", 0]]);

    timeStatementLines(null);
    const other = statement([{ credit: 7_654_321 }]);
    expect(await importStatement(other, metaOf(other), settlement())).toMatchObject({ added: 1, unmatched: 1 });
    expect(timings).toHaveLength(4);
  });
});
