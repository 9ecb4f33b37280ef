import { approveCreditNote, requestCreditNote } from "~/services/credit-notes.server";
import { and, eq, isNull } from "drizzle-orm";
import { GROUP_SELLER } from "~/lib/seller";
import type { BillingDraftInput, PurchaseOrderInput } from "~/lib/schemas/documents";
import { loadAccessUser } from "~/models/user.server";
import { createBillingDraft, issueBilling } from "~/services/billings.server";
import { approveInvoice, decideInvoice, reissueInvoice } from "~/services/invoices.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { db } from "../client.server";
import { invoices, outbox } from "../schema";
import { DELIVERY_EFFECT } from "~/models/invoice-delivery.server";
import { seededRandom } from "./random";

const CUSTOMERS = [
  { name: "PT Maju Bersama Sejahtera", address: "Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190", phone: "021-5150000", email: "finance@majubersama.test", npwp: "012345678901000", sap_customer_id: "SAP-100234", wapu: false },
  { name: "PT Pertamina Patra Niaga", address: "Jl. Medan Merdeka Timur No. 1A, Jakarta Pusat 10110", phone: "021-3815111", email: "ap@patraniaga.test", npwp: "013120520093000", sap_customer_id: "SAP-100871", wapu: true },
  { name: "PT Sinar Mas Agro Resources", address: "Sinar Mas Land Plaza, Jl. M.H. Thamrin No. 51, Jakarta 10350", phone: "021-50338899", email: "invoice@smart.test", npwp: "017654321054000", sap_customer_id: "", wapu: false },
  { name: "Dinas Komunikasi dan Informatika Kota Bandung", address: "Jl. Wastukencana No. 2, Bandung 40117", phone: "022-4234793", email: "diskominfo@bandung.test", npwp: "002456789423000", sap_customer_id: "SAP-200114", wapu: true },
  { name: "PT Kereta Commuter Indonesia", address: "Stasiun Juanda Lt. 2, Jl. Ir. H. Juanda I, Jakarta Pusat 10120", phone: "021-1500008", email: "keuangan@commuterline.test", npwp: "031234567071000", sap_customer_id: "SAP-100902", wapu: true },
  { name: "CV Berkah Digital Nusantara", address: "Jl. Pemuda No. 118, Semarang 50132", phone: "024-3551234", email: "admin@berkahdigital.test", npwp: "", sap_customer_id: "", wapu: false },
  { name: "PT Bank Rakyat Indonesia (Persero) Tbk", address: "Gedung BRI I, Jl. Jend. Sudirman Kav. 44-46, Jakarta 10210", phone: "021-2510244", email: "procurement@bri.test", npwp: "010016087093000", sap_customer_id: "SAP-100011", wapu: true },
  { name: "PT Indomarco Prismatama", address: "Jl. Ancol I No. 9-10, Ancol Barat, Jakarta Utara 14430", phone: "021-6909088", email: "ap@indomarco.test", npwp: "013006145092000", sap_customer_id: "SAP-101455", wapu: false },
] as const;

const LINES: Record<string, { item: string; description: string; price: number }[]> = {
  ST: [{ item: "Smart Tenant Enterprise licence", description: "Per building, monthly", price: 4_750_000 }, { item: "Tenant portal add-on", description: "Up to 500 tenants", price: 1_250_000 }, { item: "Onboarding and training", description: "On-site, 2 days", price: 3_500_000 }],
  DR: [{ item: "Digital Reward points", description: "Point pool top-up", price: 10_000 }, { item: "Reward catalogue hosting", description: "Monthly", price: 2_400_000 }],
  AC: [{ item: "Antares IoT connectivity", description: "Per device, monthly", price: 18_500 }, { item: "Device cloud platform", description: "Enterprise tier, monthly", price: 7_800_000 }],
  SA: [{ item: "Programmatic ad package", description: "1,000,000 impressions", price: 15_000_000 }, { item: "Creative production", description: "Display and video set", price: 6_250_000 }],
  MP: [{ item: "Mitra Pay merchant fee", description: "Monthly platform fee", price: 1_500_000 }, { item: "QRIS acquiring", description: "Per transaction settled", price: 350 }],
};

type Ending = "unbilled" | "draft" | "invoiced" | "approved" | "returned" | "reissued" | "rejected" | "rejected-canceled" | "canceled" | "approved-canceled";
/** Every state the chain can stand in, for each product (issue 5: demo data across every state). */
const STORIES: Ending[] = ["approved", "invoiced", "reissued", "rejected", "approved", "returned", "canceled", "rejected-canceled", "approved-canceled", "draft", "unbilled", "invoiced"];
const PRODUCTS = [
  { id: "prd-st", code: "ST", maker: "usr-owner", signer: "usr-signer" },
  { id: "prd-dr", code: "DR", maker: "usr-owner", signer: "usr-signer" },
  { id: "prd-ac", code: "AC", maker: "usr-member", signer: "usr-ent-signer" },
  { id: "prd-sa", code: "SA", maker: "usr-member", signer: "usr-ent-signer" },
  { id: "prd-mp", code: "MP", maker: "usr-member", signer: "usr-ent-signer" },
];
const AFILIASI = ["AF", "NF", "telkom", "non-telkom"] as const;

const user = (id: string) => loadAccessUser(id)!;
const invoiceOf = (billingId: string) => db().select().from(invoices).where(eq(invoices.billingId, billingId)).get()!;

/**
 * The demo documents, made through the same services as the screens so every
 * number, snapshot and transition is real. Dates fall in the last few months.
 */
export async function seedDocuments(): Promise<number> {
  const rnd = seededRandom(5_112_026);
  let count = 0;
  for (const [p, product] of PRODUCTS.entries()) {
    for (const [s, ending] of STORIES.entries()) {
      const customer = CUSTOMERS[(p * 3 + s) % CUSTOMERS.length];
      const month = String(8 + (s % 4)).padStart(2, "0");
      const day = String(1 + ((p * 7 + s * 3) % 27)).padStart(2, "0");
      const lines = LINES[product.code].map((l) => ({ ...l, quantity: l.price < 100_000 ? rnd.int(100, 2_000) : rnd.int(1, 4) }));
      const po: PurchaseOrderInput = { productId: product.id, poDate: `2026-${month}-${day}`, from: GROUP_SELLER, to: customer, details: lines, note: s % 3 === 0 ? "Sesuai kontrak payung dan BAST terlampir." : "" };
      const { id: poId } = createPurchaseOrder(user(product.maker), po);
      count++;
      if (ending === "unbilled") continue;
      const draft: BillingDraftInput = {
        billingDate: `2026-${month}-${String(Math.min(28, Number(day) + 2)).padStart(2, "0")}`, includePph: s % 2 === 0, includeTaxInvoice: true,
        kodeWapu: customer.wapu ? "03" : "01", afiliasi: AFILIASI[(p + s) % 4], taxInvoiceText: "Jasa layanan digital sesuai PO", paymentMethod: p === 1 || p === 3 ? "virtual_account" : "bank_transfer", note: "",
      };
      const { id: billingId } = createBillingDraft(user(product.maker), poId, draft);
      if (ending === "draft") continue;
      issueBilling(user(product.maker), billingId);
      const invoice = invoiceOf(billingId);
      if (invoice.statusInvoice === "approved") continue; // Mitra Pay bypasses approval
      const approve = (id: string) => approveInvoice(user(product.signer), id, { message: "Sesuai kontrak dan BAST", skumNo: `${product.code}-SKUM-${String(s + 1).padStart(3, "0")}`, skumRelease: draft.billingDate });
      if (ending.startsWith("approved")) await approve(invoice.id);
      if (ending === "approved-canceled") {
        // Issue 21: an approved invoice is cancelled only by a credit note, asked for by someone other than the
        // billing's maker (the signer here); above the second-approval amount the super-admin issues it.
        const note = requestCreditNote(user(product.signer), invoice.id, "Customer terminated the contract before delivery");
        if (note.status === "awaiting approval") approveCreditNote(user("usr-super-admin"), note.id);
      }
      if (ending === "returned" || ending === "reissued") decideInvoice(user(product.signer), invoice.id, "invoice.return", "Nama customer tidak sesuai dengan NPWP");
      if (ending === "reissued") await approve(reissueInvoice(user(product.maker), invoice.id));
      if (ending.startsWith("rejected")) decideInvoice(user(product.signer), invoice.id, "invoice.reject", "Duplicate of an earlier purchase order");
      if (ending === "rejected-canceled") decideInvoice(user(product.maker), invoice.id, "invoice.cancel", "Other, return");
      if (ending === "canceled") decideInvoice(user(product.maker), invoice.id, "invoice.cancel", "PO withdrawn by the customer");
    }
  }
  // The demo's approved invoices are history from before the portal mailed customers: their approvals queued a
  // delivery each (issue 20), which would mail a dozen demo customers and render three dozen PDFs on every fresh
  // start. They are left undelivered; Resend on an invoice, or a new approval, shows the delivery.
  db().delete(outbox).where(and(eq(outbox.effect, DELIVERY_EFFECT), isNull(outbox.doneAt))).run();
  return count;
}
