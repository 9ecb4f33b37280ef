/**
 * Demo recurring profiles (issue 6), one in each open state, written through the model and the recurring
 * workflow inside the seed's transaction. None is due on a fresh install: their first billings lie ahead.
 */
import { randomUUID } from "node:crypto";
import type { Actor } from "#machines/types";
import { scheduleReference, type Frequency } from "~/domain/recurring-schedule";
import { GROUP_SELLER } from "~/lib/seller";
import { insertProfile, nextRecurringNumber } from "~/models/recurring.server";
import { workflow } from "~/services/workflows.server";
import type { Tx } from "../client.server";

type Seed = {
  id: string; name: string; productId: string; code: string; frequency: Frequency; occurrence: number; first: string; due: number; state: "idle" | "active" | "paused";
  owner: Actor; division: { value: string; desc: string }; unit: { value: string; desc: string }; team: string;
  to: { name: string; company: string; address: string; phone: string; email: string; npwp: string; sap_customer_id: string | null; send_email: boolean };
  lines: { item: string; description: string; quantity: number; price: number }[]; kodeWapu: "01" | "03"; poNumber: string;
};

const DEWI: Actor = { id: "usr-member", name: "Dewi Lestari", roles: ["member"], referenceId: "920005", via: "screen" };
const SITI: Actor = { id: "usr-owner", name: "Siti Nurhaliza", roles: ["product-owner", "member"], referenceId: "880003", via: "screen" };
const DES = { value: "DIT-DES", desc: "ENTERPRISE SERVICE" };
const DDB = { value: "DIT-DDB", desc: "DIGITAL BUSINESS" };

const SEEDS: Seed[] = [
  {
    id: "rcp-ac-kci", name: "Antares IoT connectivity, KCI fleet", productId: "prd-ac", code: "AC", frequency: "monthly", occurrence: 12, first: "2027-01-05", due: 14, state: "active",
    owner: DEWI, division: DES, unit: { value: "DES10000000", desc: "ENTERPRISE ACCOUNT" }, team: "Enterprise IoT", kodeWapu: "03", poNumber: "KCI/PO/2026/0412",
    to: { name: "Bagian Keuangan", company: "PT Kereta Commuter Indonesia", address: "Stasiun Juanda Lt. 2, Jl. Ir. H. Juanda I, Jakarta Pusat 10120", phone: "021-1500008", email: "keuangan@commuterline.test", npwp: "031234567071000", sap_customer_id: "SAP-100902", send_email: true },
    lines: [{ item: "Antares IoT connectivity", description: "Per device, monthly", quantity: 420, price: 18_500 }, { item: "Device cloud platform", description: "Enterprise tier, monthly", quantity: 1, price: 7_800_000 }],
  },
  {
    id: "rcp-st-mbs", name: "Smart Tenant licence, Maju Bersama towers", productId: "prd-st", code: "ST", frequency: "monthly", occurrence: 12, first: "2027-02-01", due: 1, state: "idle",
    owner: SITI, division: DDB, unit: { value: "DDB10000000", desc: "DIGITAL & NEXT BUSINESS" }, team: "Property partners", kodeWapu: "01", poNumber: "MBS-2026-117",
    to: { name: "Finance", company: "PT Maju Bersama Sejahtera", address: "Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190", phone: "021-5150000", email: "finance@majubersama.test", npwp: "012345678901000", sap_customer_id: "SAP-100234", send_email: true },
    lines: [{ item: "Smart Tenant Enterprise licence", description: "Per building, monthly", quantity: 3, price: 4_750_000 }],
  },
  {
    id: "rcp-dr-smart", name: "Digital Reward catalogue hosting, SMART", productId: "prd-dr", code: "DR", frequency: "quarterly", occurrence: 4, first: "2027-01-15", due: 7, state: "paused",
    owner: SITI, division: DDB, unit: { value: "DDB10000000", desc: "DIGITAL & NEXT BUSINESS" }, team: "Loyalty", kodeWapu: "01", poNumber: "",
    to: { name: "Procurement", company: "PT Sinar Mas Agro Resources", address: "Sinar Mas Land Plaza, Jl. M.H. Thamrin No. 51, Jakarta 10350", phone: "021-50338899", email: "invoice@smart.test", npwp: "017654321054000", sap_customer_id: null, send_email: false },
    lines: [{ item: "Reward catalogue hosting", description: "Quarterly", quantity: 3, price: 2_400_000 }],
  },
];

export function seedRecurring(tx: Tx): number {
  const wf = workflow();
  for (const s of SEEDS) {
    const details = s.lines.map((l) => ({ _id: randomUUID(), ...l, total: l.quantity * l.price }));
    const grandTotal = details.reduce((sum, l) => sum + l.total, 0);
    const number = nextRecurringNumber(tx, s.code, "2026-11-21");
    insertProfile(tx, {
      id: s.id, recurringId: number.recurringId, sequenceNo: number.sequenceNo, name: s.name, productId: s.productId, status: "Idle", frequency: s.frequency, occurence: s.occurrence,
      numOfBillingSent: 0, nextBillingDate: s.first, config: { reference: scheduleReference({ firstBillingDate: s.first, frequency: s.frequency, occurrence: s.occurrence, dueDateDayAfter: s.due }) },
      order: { from: GROUP_SELLER, to: s.to, details, grandTotal, recurringGrandTotal: grandTotal * s.occurrence, poNumber: s.poNumber },
      billingConfig: { payment_method: "bank_transfer", kode_wapu: s.kodeWapu, afiliasi: "non-telkom", tax_invoice_text: "", include_pph: true, include_tax_invoice: true },
      meta: { owner: { company: { value: "TLKM", desc: "PT Telkom Indonesia (Persero) Tbk" }, division: s.division, unit: s.unit, team: { value: s.team, desc: s.team } } },
      attachments: [], createdAt: "2026-11-21T03:00:00.000Z", updatedAt: "2026-11-21T03:00:00.000Z",
    });
    wf.startInTx(tx, "recurring", s.id, { occurrence: s.occurrence }, s.owner, new Date("2026-11-21T03:00:00.000Z"));
    if (s.state !== "idle") wf.sendInTx(tx, "recurring", s.id, { type: "recurring.activate" }, s.owner, { now: new Date("2026-11-21T03:05:00.000Z") });
    if (s.state === "paused") wf.sendInTx(tx, "recurring", s.id, { type: "recurring.pause" }, s.owner, { now: new Date("2026-11-21T03:10:00.000Z") });
  }
  return SEEDS.length;
}
