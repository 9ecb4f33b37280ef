/**
 * Issue 18: document notifications (stored rows) and their e-mails are written in each recipient's language
 * (users.language), whoever caused them and whatever language the portal defaults to.
 */
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { invoices, users } from "#db/schema";
import { listNotifications } from "~/models/notification.server";
import { findUserById } from "~/models/user.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { registerAllEffects } from "~/services/effects.server";
import { approveInvoice } from "~/services/invoices.server";
import { listSandboxMail } from "~/services/mail.server";
import { drainOutbox } from "~/services/outbox.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { as, draftInput, poInput } from "../support/factories";
import { useDemoData } from "../support/seed";

useDemoData();
registerAllEffects();

const setLanguage = (userId: string, language: "id" | "en" | null) => db().update(users).set({ language }).where(eq(users.id, userId)).run();

function issuedInvoice() {
  const po = createPurchaseOrder(as("usr-owner"), poInput({ productId: "prd-st" }));
  const { id: billingId } = createBillingDraft(as("usr-owner"), po.id, draftInput());
  issueBilling(as("usr-owner"), billingId);
  return db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;
}

const notificationOf = (userId: string, url: string) => listNotifications(userId).rows.filter((n) => n.url === url);
const mailTo = (userId: string, invoiceId: string) => listSandboxMail(500).filter((m) => m.to.includes(findUserById(userId)!.email) && m.text.includes(invoiceId));

describe("document notifications and e-mails in the recipient's language", () => {
  it.each([
    { signer: "id", owner: "en" },
    { signer: "en", owner: "id" },
  ] as const)("signer reads $signer, owner reads $owner", async ({ signer, owner }) => {
    setLanguage("usr-signer", signer);
    setLanguage("usr-owner", owner);
    const invoice = issuedInvoice();
    const url = `/invoices/${invoice.id}`;
    await drainOutbox({ limit: 500 });

    // The signer hears of the new invoice.
    const [waiting] = notificationOf("usr-signer", url);
    const [waitingMail] = mailTo("usr-signer", invoice.id);
    if (signer === "id") {
      expect(waiting.title).toBe(`Invoice untuk tagihan ${invoice.billingNumber} menunggu persetujuan`);
      expect(waitingMail.subject).toBe(waiting.title);
      expect(waitingMail.text).toContain("Buka di Digimon:");
    } else {
      expect(waiting.title).toBe(`Invoice for billing ${invoice.billingNumber} is waiting for approval`);
      expect(waitingMail.subject).toBe(waiting.title);
      expect(waitingMail.text).toContain("Open it in Digimon:");
    }
    expect(waiting.text).toMatch(/, Rp\s[\d.]+$/); // the amount keeps its Indonesian format in both

    await approveInvoice(as("usr-signer"), invoice.id, { message: "Sesuai kontrak", skumNo: "", skumRelease: "" });
    await drainOutbox({ limit: 500 });
    await drainOutbox({ limit: 500 });
    const number = db().select().from(invoices).where(eq(invoices.id, invoice.id)).get()!.invoiceNumber!;

    // The owner hears of the approval, in the owner's language (the signer's own language does not matter).
    const approved = notificationOf("usr-owner", url);
    expect(approved).toHaveLength(1);
    const approvedMail = mailTo("usr-owner", invoice.id);
    expect(approvedMail).toHaveLength(1);
    if (owner === "id") {
      expect(approved[0].title).toBe(`Invoice ${number} telah disetujui`);
      expect(approved[0].text).toContain("oleh Agus Prasetyo");
      expect(approvedMail[0].subject).toBe(`Invoice ${number} telah disetujui`);
      expect(approvedMail[0].text).toContain("Buka di Digimon:");
    } else {
      expect(approved[0].title).toBe(`Invoice ${number} was approved`);
      expect(approved[0].text).toContain("by Agus Prasetyo");
      expect(approvedMail[0].subject).toBe(`Invoice ${number} was approved`);
      expect(approvedMail[0].text).toContain("Open it in Digimon:");
    }
  });

  it("writes to a user without a chosen language in the portal's default", async () => {
    setLanguage("usr-signer", null);
    const invoice = issuedInvoice();
    await drainOutbox({ limit: 500 });
    // The suites run with DEFAULT_LANGUAGE=en.
    expect(notificationOf("usr-signer", `/invoices/${invoice.id}`)[0].title).toMatch(/is waiting for approval$/);
  });
});
