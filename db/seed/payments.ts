import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Actor } from "#machines/types";
import { amountDueOf } from "~/models/billing.server";
import { loadAccessUser } from "~/models/user.server";
import type { ParsedStatement, StatementLine } from "~/services/bank-statements/types";
import { importStatement } from "~/services/payments/index.server";
import { actorOf } from "~/services/workflows.server";
import { db } from "../client.server";
import { billings } from "../schema";

/**
 * The demo's bank statement (issue 20): a morning's credits on the receiving account of the first open billing,
 * imported through the same service as the Payments screen. One credit is that billing's amount due to the
 * rupiah (unique code included), so it matches and the billing turns paid; one is a transfer without a unique
 * code that matches nothing and waits in the queue; one is an unrelated debit, which the import skips. The
 * payments screens, their axe sweep and the sandbox's /mock/payments have real rows from the first start.
 */
export async function seedPayments(): Promise<number> {
  const open = db().select().from(billings).where(and(eq(billings.status, "issued"), eq(billings.statusPaid, "unpaid"))).orderBy(billings.billingDate).limit(1).get();
  if (!open) return 0;
  const account = String(open.bank?.account_number ?? "").replace(/\D/g, "") || "1230001234567";
  const date = open.billingDate;
  const line = (n: number, values: Pick<StatementLine, "description" | "referenceNo" | "debit" | "credit">): StatementLine => ({ line: n, account, transactionDate: date, balance: null, branchCode: null, trxid: null, ...values });
  const statement: ParsedStatement = {
    layout: "mandiri",
    account,
    lines: [
      line(1, { description: `TRSF E-BANKING CR ${open.to.name} ${open.billingNumber ?? ""}`.trim(), referenceNo: "DEMO0001", debit: 0, credit: amountDueOf(open) }),
      line(2, { description: "SETORAN TUNAI CV ANEKA KARYA", referenceNo: "DEMO0002", debit: 0, credit: 2_500_000 }),
      line(3, { description: "BIAYA ADMIN", referenceNo: "DEMO0003", debit: 15_000, credit: 0 }),
    ],
  };
  const actor: Actor = actorOf(loadAccessUser("usr-settlement")!);
  const sha256 = createHash("sha256").update(JSON.stringify(statement)).digest("hex");
  const result = await importStatement(statement, { fileName: "mutasi-demo.csv", sha256 }, actor);
  return result.added;
}
