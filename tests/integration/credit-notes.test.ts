/**
 * Cancelling an approved invoice with a credit note (issue 21): the numbering has no gaps (a refused or failed
 * issue gives its number back; concurrent issues take consecutive numbers), segregation of duties is enforced on
 * the server, a paid invoice is refused, a second approver is needed above the configured amount, and the finest
 * delivered report is reversed.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, creditNotes, numberSequences } from "#db/schema";
import { getCreditNote } from "~/models/credit-note.server";
import { getInvoice } from "~/models/invoice.server";
import { approveCreditNote, rejectCreditNote, requestCreditNote } from "~/services/credit-notes.server";
import { decideInvoice, approveInvoice } from "~/services/invoices.server";
import { env } from "~/services/env.server";
import { as } from "../support/factories";
import { refusal } from "../support/refusal";
import { useDemoData } from "../support/seed";
import { issuedBilling, transitionsOf } from "./payments-fixtures";

useDemoData();

/** An approved Smart Tenant invoice: the billing made by usr-owner, approved by its signer usr-signer. */
async function approvedInvoice(price?: number) {
  const b = issuedBilling({ price });
  await approveInvoice(as("usr-signer"), b.invoice.id, { message: "ok", skumNo: "", skumRelease: "" });
  return { ...b, invoice: getInvoice(b.invoice.id)! };
}

const numbersOf = (ids: string[]) => ids.map((id) => getCreditNote(id)!.creditNoteNumber!);
const seqOf = (n: string) => Number(n.split("-").at(-1));
const withThreshold = async (amount: number, fn: () => Promise<void>) => {
  const e = env();
  const before = e.CREDIT_NOTE_SECOND_APPROVAL_ABOVE;
  e.CREDIT_NOTE_SECOND_APPROVAL_ABOVE = amount;
  try {
    await fn();
  } finally {
    e.CREDIT_NOTE_SECOND_APPROVAL_ABOVE = before;
  }
};

describe("cancel with a credit note", () => {
  it("issues it at once at or below the amount: numbered CN-, invoice and billing canceled, in one transaction", async () => {
    const a = await approvedInvoice();
    const note = requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong customer address");
    expect(note).toMatchObject({ status: "issued", amount: a.billing.finalPrice, ppn: a.billing.tax, dpp: a.billing.dpp, reason: "Wrong customer address", requestedById: "usr-signer", invoiceNumber: a.invoice.invoiceNumber });
    expect(note.creditNoteNumber).toMatch(/^CN-ST-\d{6}-\d{4}$/);
    expect(note.issuedAt).toBeTruthy();
    expect(getInvoice(a.invoice.id)).toMatchObject({ statusInvoice: "canceled", canceled: { message: `Credit note ${note.creditNoteNumber}: Wrong customer address` } });
    expect(db().select().from(billings).where(eq(billings.id, a.id)).get()!.status).toBe("canceled");
    expect(transitionsOf("invoice", a.invoice.id).at(-1)).toMatchObject({ event: "invoice.cancel", fromState: "approved", toState: "canceled", actorId: "usr-signer" });
  });

  it("numbers without gaps: consecutive issues take consecutive numbers; a refused or failed one takes none", async () => {
    const [a, b, c] = [await approvedInvoice(), await approvedInvoice(), await approvedInvoice()];
    const first = requestCreditNote(as("usr-signer"), a.invoice.id, "Duplicate invoice");
    // Refused (the billing creator): nothing written, no number taken.
    expect((await refusal(() => requestCreditNote(as("usr-owner"), b.invoice.id, "mine"))).status).toBe(403);
    // Failed inside the issuing transaction (the billing disappears from under it): rolled back whole.
    db().$client.exec("create temp trigger cn_fail before update of status on billings when new.status = 'canceled' begin select raise(abort, 'disk on fire'); end");
    await expect(async () => requestCreditNote(as("usr-signer"), b.invoice.id, "Wrong amount")).rejects.toThrow(/disk on fire/);
    db().$client.exec("drop trigger cn_fail");
    expect(db().select().from(creditNotes).where(eq(creditNotes.invoiceId, b.invoice.id)).all()).toEqual([]);
    expect(getInvoice(b.invoice.id)!.statusInvoice).toBe("approved");
    const second = requestCreditNote(as("usr-signer"), b.invoice.id, "Wrong amount");
    const third = requestCreditNote(as("usr-signer"), c.invoice.id, "Wrong amount");
    const [n1, n2, n3] = numbersOf([first.id, second.id, third.id]);
    expect([seqOf(n2!) - seqOf(n1!), seqOf(n3!) - seqOf(n2!)]).toEqual([1, 1]);
    const scope = `CN:${n1!.split("-")[1]}:${n1!.split("-")[2]}`;
    expect(db().select().from(numberSequences).where(eq(numberSequences.scope, scope)).get()!.lastValue).toBe(seqOf(n3!));
  });

  it("takes distinct consecutive numbers when many are issued at once", async () => {
    const many = await Promise.all(Array.from({ length: 6 }, () => approvedInvoice()));
    const notes = await Promise.all(many.map(async (m) => requestCreditNote(as("usr-signer"), m.invoice.id, "Batch correction")));
    const seqs = notes.map((n) => seqOf(n.creditNoteNumber!)).sort((x, y) => x - y);
    expect(new Set(seqs).size).toBe(6);
    expect(seqs.at(-1)! - seqs[0]!).toBe(5);
  });

  it("never lets the billing's creator cancel its approved invoice, and needs cancel:invoice", async () => {
    const a = await approvedInvoice();
    const own = await refusal(() => requestCreditNote(as("usr-owner"), a.invoice.id, "I made it, I fix it"));
    expect(own).toMatchObject({ status: 403, message: expect.stringMatching(/segregation of duties/) });
    expect((await refusal(() => requestCreditNote(as("usr-companion"), a.invoice.id, "no permission"))).status).toBe(403);
    // The plain cancel of an approved invoice (the old path) is refused: only a credit note cancels it.
    expect((await refusal(() => decideInvoice(as("usr-signer"), a.invoice.id, "invoice.cancel", "just cancel"))).status).toBe(409);
    expect(getInvoice(a.invoice.id)!.statusInvoice).toBe("approved");
    expect(db().select().from(creditNotes).where(eq(creditNotes.invoiceId, a.invoice.id)).all()).toEqual([]);
  });

  it("refuses a paid or partly paid invoice until its payment is un-matched or refunded", async () => {
    const a = await approvedInvoice();
    db().update(billings).set({ statusPaid: "partly paid", paidAmount: 1000 }).where(eq(billings.id, a.id)).run();
    const paid = await refusal(() => requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong"));
    expect(paid).toMatchObject({ status: 409, message: expect.stringMatching(/un-match or refund its payment first/) });
    expect(getInvoice(a.invoice.id)!.statusInvoice).toBe("approved");
  });

  it("refuses an invoice that is not approved, and a second request while one waits", async () => {
    const b = issuedBilling();
    expect((await refusal(() => requestCreditNote(as("usr-signer"), b.invoice.id, "Too early"))).status).toBe(409);
    await withThreshold(0, async () => {
      const a = await approvedInvoice();
      requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong");
      expect(await refusal(() => requestCreditNote(as("usr-super-admin"), a.invoice.id, "Again"))).toMatchObject({ status: 409, message: expect.stringMatching(/already waiting/) });
    });
  });
});

describe("above the configured amount", () => {
  it("waits for a second approver who is neither the requester nor the billing's creator, then issues", async () => {
    await withThreshold(500_000, async () => {
      const a = await approvedInvoice();
      const waiting = requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong price");
      expect(waiting).toMatchObject({ status: "awaiting approval", needsSecondApproval: true, creditNoteNumber: null });
      expect(getInvoice(a.invoice.id)!.statusInvoice).toBe("approved");
      expect(await refusal(() => approveCreditNote(as("usr-signer"), waiting.id))).toMatchObject({ status: 409, message: expect.stringMatching(/another person than the one who asked/) });
      expect(await refusal(() => approveCreditNote(as("usr-owner"), waiting.id))).toMatchObject({ status: 409, message: expect.stringMatching(/created the billing/) });
      expect((await refusal(() => approveCreditNote(as("usr-companion"), waiting.id))).status).toBe(403);
      expect(getCreditNote(waiting.id)!.creditNoteNumber).toBeNull();
      const { note } = approveCreditNote(as("usr-super-admin"), waiting.id);
      expect(note).toMatchObject({ status: "issued", secondApproverId: "usr-super-admin", creditNoteNumber: expect.stringMatching(/^CN-ST-/) });
      expect(getInvoice(a.invoice.id)!.statusInvoice).toBe("canceled");
    });
  });

  it("a rejected request keeps no number and leaves the invoice approved; a new request may follow", async () => {
    await withThreshold(500_000, async () => {
      const a = await approvedInvoice();
      const waiting = requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong price");
      expect((await refusal(() => rejectCreditNote(as("usr-super-admin"), waiting.id, " "))).status).toBe(409);
      rejectCreditNote(as("usr-super-admin"), waiting.id, "The price is right");
      expect(getCreditNote(waiting.id)).toMatchObject({ status: "rejected", creditNoteNumber: null, rejectReason: "The price is right", rejectedById: "usr-super-admin" });
      expect(getInvoice(a.invoice.id)!.statusInvoice).toBe("approved");
      expect(requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong price after all").status).toBe("awaiting approval");
    });
  });

  it("exactly at the amount needs no second approver", async () => {
    const a = await approvedInvoice();
    await withThreshold(a.billing.finalPrice, async () => {
      expect(requestCreditNote(as("usr-signer"), a.invoice.id, "Wrong").status).toBe("issued");
    });
  });
});
