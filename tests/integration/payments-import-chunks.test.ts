/**
 * Issue 20: a statement import commits in chunks of credit lines (SQLite's one writer is free between them), and an
 * import stopped half-way is finished by importing the same file again, with nothing doubled.
 */
import Database from "better-sqlite3";
import { eq, inArray } from "drizzle-orm";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "#db/client.server";
import { payments, statementImports } from "#db/schema";
import { getBilling } from "~/models/billing.server";
import { loader as importLoader } from "~/routes/_portal.payments.import";
import { importStatement, STATEMENT_IMPORT_CHUNK, type StatementChunk, statementImportSeams, timeStatementLines } from "~/services/payments/index.server";
import { freshLoadContext } from "~/services/request-memo.server";
import { sessionCookie } from "../support/http";
import { useDemoData } from "../support/seed";
import { allocationsOf, issuedBilling, metaOf, settlement, statement } from "./payments-fixtures";

useDemoData();
afterEach(() => {
  statementImportSeams({});
  timeStatementLines(null);
});

const importRow = (id: number) => db().select().from(statementImports).where(eq(statementImports.id, id)).get()!;
const paymentsOfRefs = (refs: string[]) => db().select().from(payments).where(inArray(payments.referenceNo, refs)).all();

/** Five credits and a debit: the 2nd matches billing `a` (chunk 1), the 4th billing `b` (chunk 2, with chunks of 2). */
function fiveCredits() {
  const a = issuedBilling();
  const b = issuedBilling();
  const s = statement([{ credit: 910_001 }, { credit: a.due }, { debit: 5_000 }, { credit: 910_002 }, { credit: b.due }, { credit: 910_003 }]);
  const refs = s.lines.filter((l) => l.credit > 0).map((l) => l.referenceNo);
  return { a, b, s, refs };
}

async function importLoaderData(user: string) {
  const request = new Request("http://localhost/payments/import", { headers: { Cookie: await sessionCookie(user) } });
  const res = await importLoader({ request, params: {}, context: freshLoadContext() } as LoaderFunctionArgs);
  return (await res.json()) as { unfinished: { id: number; processed: number; credits: number; fileName: string }[] };
}

describe("a statement import in chunks", () => {
  it("commits each chunk in its own transaction, and another connection writes between chunks", async () => {
    expect(STATEMENT_IMPORT_CHUNK).toBeGreaterThanOrEqual(100);
    const { s, refs } = fiveCredits();
    const other = new Database(process.env.DATABASE_PATH!);
    other.pragma("busy_timeout = 0"); // a write while the import holds the writer fails at once (SQLITE_BUSY)
    const chunks: StatementChunk[] = [];
    const seenByOther: { status: string; processed: number; payments: number }[] = [];
    statementImportSeams({
      chunkSize: 2,
      afterChunk: (c) => {
        chunks.push(c);
        // What the chunk wrote is committed: another connection sees it, and the import says how far it is.
        const row = other.prepare("select status, processed from statement_imports where id = ?").get(c.importId) as { status: string; processed: number };
        const n = (other.prepare(`select count(*) as n from payments where reference_no in (${refs.map(() => "?").join(",")})`).get(...refs) as { n: number }).n;
        seenByOther.push({ ...row, payments: n });
      },
    });
    let finished = false;
    const importing = importStatement(s, metaOf(s), settlement()).finally(() => (finished = true));
    // Another writer (an approval, a sign-in) takes the writer on every turn of the event loop the import gives up.
    let writesDuring = 0;
    while (!finished) {
      await new Promise((resolve) => setImmediate(resolve));
      if (finished) break;
      other.exec("BEGIN IMMEDIATE; UPDATE statement_imports SET file_name = file_name WHERE id = -1; COMMIT");
      writesDuring++;
    }
    const result = await importing;
    other.close();
    expect(result).toMatchObject({ added: 5, duplicates: 0, matched: 2, unmatched: 3 });
    expect(chunks.map((c) => [c.chunk, c.lines, c.processed, c.credits])).toEqual([
      [1, 2, 2, 5],
      [2, 2, 4, 5],
      [3, 1, 5, 5],
    ]);
    expect(seenByOther).toEqual([
      { status: "importing", processed: 2, payments: 2 },
      { status: "importing", processed: 4, payments: 4 },
      { status: "complete", processed: 5, payments: 5 },
    ]);
    expect(writesDuring).toBeGreaterThanOrEqual(2);
    expect(importRow(result.importId)).toMatchObject({ status: "complete", processed: 5, credits: 5, added: 5, matched: 2, unmatched: 3 });
  });

  it("an import stopped after its first chunk is finished by the same file again: complete, nothing doubled", async () => {
    const { a, b, s, refs } = fiveCredits();
    statementImportSeams({
      chunkSize: 2,
      afterChunk: () => {
        throw new Error("the worker died");
      },
    });
    await expect(importStatement(s, metaOf(s), settlement())).rejects.toThrow("the worker died");
    const stopped = db().select().from(statementImports).where(eq(statementImports.sha256, metaOf(s).sha256)).all();
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({ status: "importing", processed: 2, added: 2, matched: 1, unmatched: 1 });
    expect(paymentsOfRefs(refs)).toHaveLength(2);
    expect(getBilling(a.id)!.statusPaid).toBe("paid");
    expect(getBilling(b.id)!.statusPaid).toBe("unpaid");
    // The import screen names it as not complete, with how far it got.
    const screen = await importLoaderData("usr-settlement");
    expect(screen.unfinished).toContainEqual(expect.objectContaining({ id: stopped[0]!.id, processed: 2, credits: 5, fileName: "mandiri.csv" }));

    statementImportSeams({ chunkSize: 2 });
    const resumed = await importStatement(s, metaOf(s), settlement());
    expect(resumed).toEqual({ importId: stopped[0]!.id, added: 5, duplicates: 0, matched: 2, unmatched: 3 });
    expect(importRow(resumed.importId)).toMatchObject({ status: "complete", processed: 5 });
    const rows = paymentsOfRefs(refs);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((p) => p.referenceNo)).size).toBe(5);
    expect(rows.every((p) => p.importId === resumed.importId)).toBe(true);
    for (const billing of [a, b]) {
      expect(getBilling(billing.id)).toMatchObject({ statusPaid: "paid", paidAmount: billing.due });
      const paidBy = rows.filter((p) => p.amount === billing.due);
      expect(paidBy).toHaveLength(1);
      expect(allocationsOf(paidBy[0]!.id)).toHaveLength(1);
    }
    expect((await importLoaderData("usr-settlement")).unfinished.map((u) => u.id)).not.toContain(resumed.importId);
    // Complete now: the same file once more is a new import of duplicates only.
    const again = await importStatement(s, metaOf(s), settlement());
    expect(again.importId).not.toBe(resumed.importId);
    expect(again).toMatchObject({ added: 0, duplicates: 5, matched: 0, unmatched: 0 });
    expect(paymentsOfRefs(refs)).toHaveLength(5);
  });

  it("a chunk that fails half-way writes none of its lines; the import keeps the chunks before it and finishes on re-import", async () => {
    const { s, refs } = fiveCredits();
    statementImportSeams({ chunkSize: 2 });
    let line = 0;
    timeStatementLines(() => {
      if (++line === 3) throw new Error("disk full"); // the first line of chunk 2, after its payment was inserted
    });
    await expect(importStatement(s, metaOf(s), settlement())).rejects.toThrow("disk full");
    timeStatementLines(null);
    const [row] = db().select().from(statementImports).where(eq(statementImports.sha256, metaOf(s).sha256)).all();
    expect(row).toMatchObject({ status: "importing", processed: 2, added: 2 });
    expect(paymentsOfRefs(refs).map((p) => p.referenceNo).sort()).toEqual(refs.slice(0, 2).sort());
    expect(await importStatement(s, metaOf(s), settlement())).toMatchObject({ importId: row!.id, added: 5, duplicates: 0, matched: 2, unmatched: 3 });
    expect(paymentsOfRefs(refs)).toHaveLength(5);
  });

  it("a statement without credits is a complete import of nothing", async () => {
    const s = statement([{ debit: 10_000 }]);
    const result = await importStatement(s, metaOf(s), settlement());
    expect(result).toMatchObject({ added: 0, duplicates: 0, matched: 0, unmatched: 0 });
    expect(importRow(result.importId)).toMatchObject({ status: "complete", processed: 0, credits: 0 });
  });
});
