/**
 * Many due recurring profiles at once, for the reliability test and the benchmark: written through the model and
 * the workflow service (so their machines are real), in large transactions, activated and due on one date.
 */
import { randomUUID } from "node:crypto";
import { writeTransaction } from "#db/client.server";
import type { Actor } from "#machines/types";
import { scheduleReference } from "~/domain/recurring-schedule";
import { insertProfile } from "~/models/recurring.server";
import { workflow } from "~/services/workflows.server";

const OWNER: Actor = { id: "usr-member", name: "Dewi Lestari", roles: ["member"], referenceId: "920005", via: "screen" };
const TELKOM = { name: "PT Telkom Indonesia (Persero) Tbk", address: "Jl. Japati No. 1, Bandung 40133", phone: "022-4521510", email: "billing@telkom.test", npwp: "010000131093000", sap_customer_id: null };

/** recurringId RC-AC-{prefix}-{n}: pass another prefix to add more profiles to the same database. */
export function createDueProfiles(count: number, { firstBillingDate = "2027-01-05", occurrence = 12, productId = "prd-ac", chunk = 1000, prefix = "BENCH" } = {}): string[] {
  const ids: string[] = [];
  for (let start = 0; start < count; start += chunk) {
    writeTransaction((tx) => {
      for (let i = start; i < Math.min(count, start + chunk); i++) {
        const id = randomUUID();
        const n = String(i + 1).padStart(6, "0");
        const details = [{ _id: randomUUID(), item: "Antares Cloud connectivity", description: "Monthly fee", quantity: 1 + (i % 50), price: 150_000, total: (1 + (i % 50)) * 150_000 }];
        const grandTotal = details[0].total;
        insertProfile(tx, {
          id, recurringId: `RC-AC-${prefix}-${n}`, sequenceNo: i + 1, name: `Bench profile ${n}`, productId, status: "Idle", frequency: "monthly", occurence: occurrence, numOfBillingSent: 0,
          nextBillingDate: firstBillingDate, config: { reference: scheduleReference({ firstBillingDate, frequency: "monthly", occurrence, dueDateDayAfter: 7 }) },
          order: { from: TELKOM, to: { name: `PT Pelanggan ${n}`, address: "Jl. Sudirman 1, Jakarta", phone: "", email: "", npwp: "", sap_customer_id: null, company: `PT Pelanggan ${n}`, send_email: false }, details, grandTotal, recurringGrandTotal: grandTotal * occurrence, poNumber: "" },
          billingConfig: { payment_method: "bank_transfer", kode_wapu: "01", afiliasi: "non-telkom", tax_invoice_text: "", include_pph: false, include_tax_invoice: true },
          meta: { owner: { company: { value: "TLKM", desc: "PT Telkom Indonesia (Persero) Tbk" }, division: { value: "DIT-DES", desc: "ENTERPRISE SERVICE" }, unit: { value: "", desc: "" }, team: { value: "bench", desc: "bench" } } },
          attachments: [],
        });
        workflow().startInTx(tx, "recurring", id, { occurrence }, OWNER);
        workflow().sendInTx(tx, "recurring", id, { type: "recurring.activate" }, OWNER);
        ids.push(id);
      }
    });
  }
  return ids;
}
