/** Shared by the payments integration tests (issue 20): issued billings to pay, statements and actors. */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, outbox, paymentAllocations, payments, workflowTransitions } from "#db/schema";
import type { Actor } from "#machines/types";
import { amountDueOf, getBilling } from "~/models/billing.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import type { ParsedStatement, StatementLine } from "~/services/bank-statements/types";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { actorOf } from "~/services/workflows.server";
import { as, draftInput, poInput } from "../support/factories";

/** The account Smart Tenant's customers pay into (db/seed/products.ts), and Antares Cloud's (no unique codes). */
export const ST_ACCOUNT = "1220007788990";
export const AC_ACCOUNT = "1220007788992";

export const settlement = (): Actor => actorOf(as("usr-owner"));

let priceBump = 0;
/** An issued billing; each call prices its lines differently unless `price` is given (identical billings for ambiguity). */
export function issuedBilling(opts: { productId?: string; user?: string; price?: number; includePph?: boolean } = {}) {
  const { productId = "prd-st", user = productId === "prd-st" ? "usr-owner" : "usr-member", includePph = true } = opts;
  const price = opts.price ?? 1_000_000 + ++priceBump * 10_000;
  const po = createPurchaseOrder(as(user), poInput({ productId, details: [{ item: "Licence", description: "Monthly", quantity: 1, price }] }));
  const { id } = createBillingDraft(as(user), po.id, draftInput({ includePph }));
  issueBilling(as(user), id);
  const billing = getBilling(id)!;
  const invoice = db().select().from(invoices).where(eq(invoices.billingId, id)).get()!;
  return { id, billing, invoice, due: amountDueOf(billing) };
}

let refs = 0;
export function statement(lines: Partial<StatementLine>[], account = ST_ACCOUNT): ParsedStatement {
  return {
    layout: "mandiri",
    account,
    lines: lines.map((l, i) => ({
      line: i + 2, account, transactionDate: "2026-11-25", description: "TRF DARI PT MAJU BERSAMA", referenceNo: `FT${String(++refs).padStart(8, "0")}`,
      debit: 0, credit: 0, balance: null, branchCode: "0123", trxid: null, ...l,
    })),
  };
}

export const metaOf = (s: ParsedStatement, fileName = "mandiri.csv") => ({ fileName, sha256: createHash("sha256").update(JSON.stringify(s)).digest("hex") });

export const paymentsOfAccount = (account: string) => db().select().from(payments).where(eq(payments.account, account)).all();
export const paymentByRef = (ref: string) => db().select().from(payments).where(eq(payments.referenceNo, ref)).get()!;
export const allocationsOf = (paymentId: string) => db().select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, paymentId)).all();
export const invoiceOf = (billingId: string) => db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
export const transitionsOf = (kind: string, entityId: string) =>
  db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, kind), eq(workflowTransitions.entityId, entityId))).all();
export const outboxOf = (effect: string, sourceId: string) => db().select().from(outbox).where(and(eq(outbox.effect, effect), eq(outbox.sourceId, sourceId))).all();
