import { eq } from "drizzle-orm";
import type { Tx } from "../client.server";
import * as t from "../schema";
import { workflow } from "~/services/workflows.server";
import { seededRandom } from "./random";
import { flowOfModel, PARTNERSHIP_MODELS, PRODUCT_CATEGORIES } from "~/domain/partnerships";

/**
 * Partner companies, their partnerships and support tickets (spec section 3: Company, Partnership, Ticket).
 * Deterministic: the same ids and values on every machine. Company ids are plain numbers as text because
 * the spec's mocked call addresses them that way (/mock/companies/1/partnerships).
 */
type CompanySeed = { name: string; category: string; city: string; state: string; street: string; postalCode: string; website: string; phone: string; experienced: boolean; status?: string };

export const COMPANY_SEED: CompanySeed[] = [
  { name: "PT Sinar Mas Land", category: "Property", city: "Tangerang", state: "Banten", street: "Jl. Grand Boulevard BSD City", postalCode: "15345", website: "sinarmasland.com", phone: "0215315 9000", experienced: true },
  { name: "PT Bank Rakyat Indonesia (Persero) Tbk", category: "Banking", city: "Jakarta Pusat", state: "DKI Jakarta", street: "Jl. Jend. Sudirman Kav. 44-46", postalCode: "10210", website: "bri.co.id", phone: "0215751966", experienced: true },
  { name: "PT Garuda Indonesia (Persero) Tbk", category: "Transportation", city: "Tangerang", state: "Banten", street: "Jl. Kebon Sirih No. 46A", postalCode: "15126", website: "garuda-indonesia.com", phone: "0212560 1000", experienced: true },
  { name: "PT Pertamina Retail", category: "Energy", city: "Jakarta Pusat", state: "DKI Jakarta", street: "Jl. Medan Merdeka Timur No. 1A", postalCode: "10110", website: "pertaminaretail.com", phone: "0213815 111", experienced: true },
  { name: "PT Indofood Sukses Makmur Tbk", category: "Consumer Goods", city: "Jakarta Selatan", state: "DKI Jakarta", street: "Jl. Jend. Sudirman Kav. 76-78", postalCode: "12910", website: "indofood.com", phone: "0215795 8822", experienced: true },
  { name: "PT Kereta Api Indonesia (Persero)", category: "Transportation", city: "Bandung", state: "Jawa Barat", street: "Jl. Perintis Kemerdekaan No. 1", postalCode: "40117", website: "kai.id", phone: "0224230031", experienced: true },
  { name: "PT Astra Graphia Tbk", category: "Information Technology", city: "Jakarta Timur", state: "DKI Jakarta", street: "Jl. Kramat Raya No. 43", postalCode: "10450", website: "astragraphia.co.id", phone: "0213909190", experienced: true },
  { name: "PT Matahari Department Store Tbk", category: "Retail", city: "Tangerang", state: "Banten", street: "Jl. Boulevard Palem Raya No. 7", postalCode: "15811", website: "matahari.com", phone: "0215475 333", experienced: false },
  { name: "PT Semen Indonesia (Persero) Tbk", category: "Manufacturing", city: "Gresik", state: "Jawa Timur", street: "Jl. Veteran", postalCode: "61122", website: "sig.id", phone: "0313981732", experienced: true },
  { name: "PT Bukit Asam Tbk", category: "Mining", city: "Muara Enim", state: "Sumatera Selatan", street: "Jl. Parigi No. 1 Tanjung Enim", postalCode: "31716", website: "ptba.co.id", phone: "0734451096", experienced: false },
  { name: "PT Kalbe Farma Tbk", category: "Healthcare", city: "Jakarta Pusat", state: "DKI Jakarta", street: "Jl. Letjen Suprapto Kav. 4", postalCode: "10510", website: "kalbe.co.id", phone: "0214287 3888", experienced: true },
  { name: "PT Angkasa Pura II (Persero)", category: "Transportation", city: "Tangerang", state: "Banten", street: "Gedung 600 Bandara Soekarno-Hatta", postalCode: "19120", website: "angkasapura2.co.id", phone: "0215505 0000", experienced: true },
  { name: "PT Pos Indonesia (Persero)", category: "Logistics", city: "Bandung", state: "Jawa Barat", street: "Jl. Cilaki No. 73", postalCode: "40115", website: "posindonesia.co.id", phone: "0224206 000", experienced: true },
  { name: "PT Sarana Multi Infrastruktur", category: "Financial Services", city: "Jakarta Pusat", state: "DKI Jakarta", street: "Jl. M.H. Thamrin No. 1", postalCode: "10310", website: "ptsmi.co.id", phone: "0213983 1500", experienced: false },
  { name: "PT Gojek Indonesia", category: "Information Technology", city: "Jakarta Selatan", state: "DKI Jakarta", street: "Jl. Iskandarsyah II No. 2", postalCode: "12160", website: "gojek.com", phone: "0215084 9000", experienced: true },
  { name: "PT Traveloka Indonesia", category: "Travel", city: "Jakarta Barat", state: "DKI Jakarta", street: "Jl. Puri Kencana No. 1", postalCode: "11610", website: "traveloka.com", phone: "0212910 3300", experienced: true },
  { name: "PT Sumber Alfaria Trijaya Tbk", category: "Retail", city: "Tangerang", state: "Banten", street: "Jl. M.H. Thamrin No. 9 Cikokol", postalCode: "15117", website: "alfamart.co.id", phone: "0215575 5966", experienced: true },
  { name: "PT Wijaya Karya (Persero) Tbk", category: "Construction", city: "Jakarta Timur", state: "DKI Jakarta", street: "Jl. D.I. Panjaitan Kav. 9-10", postalCode: "13340", website: "wika.co.id", phone: "0218067 9200", experienced: true },
  { name: "PT Jasa Marga (Persero) Tbk", category: "Infrastructure", city: "Jakarta Timur", state: "DKI Jakarta", street: "Plaza Tol Taman Mini Indonesia Indah", postalCode: "13550", website: "jasamarga.com", phone: "0218413 526", experienced: true },
  { name: "CV Karya Digital Nusantara", category: "Information Technology", city: "Yogyakarta", state: "DI Yogyakarta", street: "Jl. Kaliurang Km 5,6 No. 12", postalCode: "55281", website: "karyadigital.id", phone: "0274588 120", experienced: false, status: "waiting" },
  { name: "PT Solusi Awan Indonesia", category: "Information Technology", city: "Surabaya", state: "Jawa Timur", street: "Jl. Raya Darmo No. 88", postalCode: "60265", website: "solusiawan.co.id", phone: "0315678 900", experienced: false },
  { name: "PT Bina Data Mandiri", category: "Information Technology", city: "Semarang", state: "Jawa Tengah", street: "Jl. Pemuda No. 150", postalCode: "50132", website: "binadata.co.id", phone: "0243567 811", experienced: false, status: "inactive" },
  { name: "PT Mitra Energi Persada", category: "Energy", city: "Balikpapan", state: "Kalimantan Timur", street: "Jl. Jend. Sudirman No. 45", postalCode: "76114", website: "mitraenergi.co.id", phone: "0542733 210", experienced: true },
  { name: "PT Nusantara Agro Lestari", category: "Agriculture", city: "Medan", state: "Sumatera Utara", street: "Jl. Putri Hijau No. 10", postalCode: "20111", website: "nusantaraagro.co.id", phone: "0614567 302", experienced: false },
  { name: "PT Teknologi Kreatif Makassar", category: "Information Technology", city: "Makassar", state: "Sulawesi Selatan", street: "Jl. A.P. Pettarani No. 18", postalCode: "90222", website: "tekreatif.id", phone: "0411425 777", experienced: false, status: "waiting" },
  { name: "PT Arta Boga Cemerlang", category: "Distribution", city: "Denpasar", state: "Bali", street: "Jl. By Pass Ngurah Rai No. 200", postalCode: "80361", website: "artaboga.co.id", phone: "0361720 455", experienced: true },
];

const PIC_NAMES = ["Ahmad Fauzi", "Ratna Sari", "Bambang Sutrisno", "Lestari Wulandari", "Hendro Gunawan", "Novi Andriani", "Teguh Santoso", "Intan Permatasari", "Rudi Hartono", "Yuliana Dewi", "Arief Budiman", "Melati Puspita"];
const TITLES = ["Digital Billing Integration", "Smart Building Rollout", "IoT Fleet Monitoring", "Co-branded Loyalty Programme", "Merchant Payment Acceptance", "Cloud Migration Services", "Programmatic Ads Placement", "Managed Wi-Fi for Branches"];
/** Where each demo partnership stands: advances through the sub-phases, then approval and what follows (issue 23). */
type PartnershipPlan = { advances: number; approved?: boolean; monitoring?: boolean; extended?: boolean; end?: boolean; stop?: boolean };
const PARTNERSHIP_PLANS: PartnershipPlan[] = [
  { advances: 5, approved: true, monitoring: true },
  { advances: 5, approved: true },
  { advances: 5, approved: true, monitoring: true, extended: true },
  { advances: 4 },
  { advances: 0 },
  { advances: 2, stop: true },
  { advances: 2 },
  { advances: 5 },
  { advances: 5, approved: true, monitoring: true, end: true },
  { advances: 1 },
];
const ADVANCE_NOTES = ["Screened: worth a proposal", "Proposal sent to the partner", "Business case reviewed", "Legal review done", "Term sheet agreed"];
const PARTNERSHIP_PRODUCTS = ["prd-st", "prd-ac", "prd-dr", "prd-sa"];
const TICKET_SUBJECTS = [
  "Invoice amount differs from the purchase order", "Virtual account number expired", "Tax invoice not received", "Payment made but still unpaid",
  "Request for a copy of the invoice PDF", "Wrong NPWP on the tax invoice", "Cannot open the billing attachment", "Double payment refund request",
  "Change of billing address", "Due date extension request",
];
const TICKET_STATUSES = ["open", "open", "in progress", "in progress", "on hold", "solved", "solved", "closed"] as const;
const DIVISIONS = [
  { id: "org-DIT-DDB", code: "DIT-DDB", name: "DIGITAL BUSINESS" },
  { id: "org-DIT-DES", code: "DIT-DES", name: "DIVISI ENTERPRISE SERVICE" },
  { id: "org-DIT-DGS", code: "DIT-DGS", name: "DIVISI GOVERNMENT SERVICE" },
];
const COMPANIONS = [
  { userId: "usr-companion", name: "Maya Anggraini" },
  { userId: "usr-owner", name: "Siti Nurhaliza" },
];

const slug = (name: string) => name.toLowerCase().replace(/^(pt|cv)\s+/, "").replace(/\(persero\)|tbk/g, "").replace(/[^a-z0-9]+/g, "").slice(0, 18);
/** A fixed moment plus whole days, so the demo data does not depend on the day the seed runs. */
const at = (daysAfterBase: number, hour = 3) => new Date(Date.UTC(2026, 0, 5, hour) + daysAfterBase * 86_400_000).toISOString();

export function seedPartners(tx: Tx): { companies: number; partnerships: number; tickets: number } {
  const rnd = seededRandom(20260105);
  const companies = COMPANY_SEED.map((c, i) => {
    const id = String(i + 1);
    const domain = c.website;
    const picCount = 1 + (i % 3);
    const pic = Array.from({ length: picCount }, (_, k) => {
      const fullname = PIC_NAMES[(i * 3 + k) % PIC_NAMES.length];
      const waiting = k === picCount - 1 && i % 4 === 3;
      return { status: waiting ? "waiting" : "active", userId: k === 0 && i === 0 ? "usr-partner" : null, fullname, email: `${fullname.split(" ")[0].toLowerCase()}@${domain}`, approved: !waiting };
    });
    const registered = at(i * 3);
    const status = c.status === "waiting" ? "registered" : c.status === "inactive" ? "rejected" : "approved";
    const decidedAt = status === "registered" ? null : at(i * 3 + 2);
    return {
      id, name: c.name, email: `partnership@${domain}`, category: c.category, status,
      taxId: `0${100_000_000_000_000 + rnd.int(0, 899_999_999_999_999)}`, phoneNumber: c.phone.replace(/\s/g, ""), website: `https://www.${domain}`,
      description: `${c.name} works with the group on digital services in ${c.city}.`, avatar: null,
      address: { street: c.street, city: c.city, state: c.state, country: "Indonesia", postalCode: c.postalCode }, pic,
      isExperienced: c.experienced,
      experience: c.experienced ? [{ title: "Enterprise digital services", client: "PT Telkom Indonesia (Persero) Tbk", year: 2024, description: "" }] : [],
      details: { documents: [{ type: "npwp", filename: `NPWP_${slug(c.name)}.pdf` }, { type: "nib", filename: `NIB_${slug(c.name)}.pdf` }] },
      registeredAt: registered, createdBy: "Budi Santoso", createdUserId: "usr-admin", updatedBy: "Budi Santoso", updatedUserId: "usr-admin",
      decidedAt, createdAt: registered, updatedAt: decidedAt ?? registered,
    };
  });
  // Issue 23: the companies go through their machine (so each has a snapshot and a history), their PICs are rows.
  const admin = { id: "usr-admin", name: "Budi Santoso", roles: ["admin"], referenceId: "99999", via: "system" as const };
  for (const { pic, decidedAt, status, ...company } of companies) {
    tx.insert(t.companies).values({ ...company, status: "registered" }).run();
    pic.forEach((p, k) => {
      tx.insert(t.companyPics).values({
        id: `pic-${company.id}-${k + 1}`, companyId: company.id, userId: p.userId, fullname: p.fullname, email: p.email, phone: null, status: p.approved ? "approved" : "waiting",
        approvedBy: p.approved ? "Budi Santoso" : null, approvedUserId: p.approved ? "usr-admin" : null, approvedAt: p.approved ? decidedAt ?? company.registeredAt : null, createdAt: company.registeredAt, updatedAt: company.registeredAt,
      }).run();
    });
    const wf = workflow();
    wf.startInTx(tx, "company", company.id, { companyId: company.id }, admin, new Date(company.registeredAt));
    if (status === "approved") wf.sendInTx(tx, "company", company.id, { type: "company.approve" }, admin, { now: new Date(decidedAt!) });
    if (status === "rejected") wf.sendInTx(tx, "company", company.id, { type: "company.reject", message: "The company's NIB has expired; upload a valid one." }, admin, { now: new Date(decidedAt!) });
  }
  // The demo's companies were decided long ago: their registration and decision notices are history, not news for
  // today's approvers (the transitions and activity rows stay).
  tx.delete(t.outbox).where(eq(t.outbox.sourceKind, "company")).run();

  // Issue 23: partnerships are real rows in every phase, moved there through the partnership machine so each has
  // its snapshot and its history (who, when, the note); partners and products are child rows.
  const partnerships: { row: typeof t.partnerships.$inferInsert; plan: PartnershipPlan }[] = [];
  companies.forEach((company, i) => {
    if (company.status !== "approved") return;
    const count = i % 5 === 0 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const n = partnerships.length + 1;
      const plan = PARTNERSHIP_PLANS[(i + k) % PARTNERSHIP_PLANS.length];
      const model = PARTNERSHIP_MODELS[(i + k) % PARTNERSHIP_MODELS.length];
      const flow = flowOfModel(model);
      const division = DIVISIONS[(i + k) % DIVISIONS.length];
      const companion = COMPANIONS[(i + k) % COMPANIONS.length];
      const started = `2026-0${1 + ((i + k) % 3)}-${String(1 + ((i * 7) % 27)).padStart(2, "0")}`;
      const ended = `${2027 + (k % 2)}-${started.slice(5)}`;
      const title = `${TITLES[(i + k) % TITLES.length]} with ${company.name.replace(/^(PT|CV)\s+/, "").replace(/\s*\(Persero\)|\s*Tbk/g, "")}`;
      partnerships.push({
        plan,
        row: {
          id: `psh-${String(n).padStart(3, "0")}`, companyId: company.id, title, status: "in progress", partnershipPhase: "initiation", partnershipSubPhase: "screening",
          description: `${model.name} partnership: ${TITLES[(i + k) % TITLES.length].toLowerCase()} for ${company.name}.`,
          modelId: model.id, modelCode: model.code, modelName: model.name, flowId: flow.id, flowName: flow.name,
          category: n % 2 ? "strategic" : "tactical", productCategory: PRODUCT_CATEGORIES[n % 3], divisionId: division.id, companionUserId: companion.userId,
          initiationType: n % 2 ? "inbound" : "outbound", priority: (["high", "medium", "low"] as const)[n % 3], dueDate: `2026-${String(3 + (n % 9)).padStart(2, "0")}-15`,
          assignNote: "Follow up the business aspect with the partner's PIC.", potentialPartners: [], started, ended, timePeriodMonths: 12 + 12 * (k % 2),
          initiatedBy: companion.name, initiatedUserId: companion.userId, businessModels: [model.name], revenueShareBp: 6000 + 500 * (n % 3), otherModelDescription: "",
          details: {
            masterPartnership: n % 4 === 0 ? "psh-001" : null, organizationCompany: { _id: "org-TLKM", name: "PT TELKOM INDONESIA (PERSERO) TBK" },
            jikPayungId: n % 3 === 0 ? `JIK-2026-${String(n).padStart(4, "0")}` : null,
          },
          createdBy: companion.name, createdUserId: companion.userId, updatedBy: companion.name, updatedUserId: companion.userId, createdAt: at(i * 3 + 3), updatedAt: at(i * 3 + 3),
        },
      });
    }
  });
  tx.insert(t.partnerships).values(partnerships.map((p) => p.row)).run();
  tx.insert(t.partnershipCompanies).values(partnerships.map(({ row }) => ({ partnershipId: row.id!, companyId: row.companyId, position: 0, createdAt: row.createdAt }))).run();
  // The first partnership is with two companies (the spec's partners: one or more).
  const second = partnerships.find((p) => p.row.companyId !== partnerships[0].row.companyId)!.row.companyId;
  tx.insert(t.partnershipCompanies).values({ partnershipId: partnerships[0].row.id!, companyId: second, position: 1, createdAt: partnerships[0].row.createdAt }).run();
  const productRows = partnerships.flatMap(({ row, plan }, n) => (plan.approved ? [{ partnershipId: row.id!, productId: PARTNERSHIP_PRODUCTS[n % PARTNERSHIP_PRODUCTS.length], createdAt: row.createdAt }] : []));
  if (productRows.length) tx.insert(t.partnershipProducts).values(productRows).run();
  const wf = workflow();
  for (const { row, plan } of partnerships) {
    const companionActor = { id: row.companionUserId!, name: row.initiatedBy!, roles: ["companion"], referenceId: "99999", via: "system" as const };
    const base = Date.parse(row.createdAt!);
    let day = 0;
    const when = () => ({ now: new Date(base + ++day * 2 * 86_400_000) });
    wf.startInTx(tx, "partnership", row.id!, { partnershipId: row.id! }, companionActor, new Date(base));
    for (let s = 0; s < plan.advances; s++) wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.advance", message: ADVANCE_NOTES[s] }, companionActor, when());
    if (plan.approved) {
      wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.approve", message: "Terms agreed; approved for execution" }, admin, when());
      if (plan.monitoring) wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.advance", message: "Launched" }, companionActor, when());
      if (plan.extended) wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.extend", newEnded: `${Number(row.ended!.slice(0, 4)) + 1}${row.ended!.slice(4)}`, currentEnd: row.ended!, message: "A further year agreed with the partner" }, companionActor, when());
      if (plan.end) wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.end", message: "Period completed" }, companionActor, when());
    }
    if (plan.stop) wf.sendInTx(tx, "partnership", row.id!, { type: "partnership.stop", message: "Partner withdrew" }, admin, when());
  }
  tx.delete(t.outbox).where(eq(t.outbox.sourceKind, "partnership")).run();

  // Issue 23: tickets are numbered in the year's series (TCK-2026-000001 ...), belong to a product (the billing scope
  // reads them), carry a priority and an SLA due time, and each has its ticket-machine snapshot in its seeded state.
  const TICKET_PRODUCTS = ["prd-st", "prd-ac", "prd-dr", "prd-sa"];
  const PRIORITIES = ["normal", "high", "low", "urgent", "normal", "normal"] as const;
  const STATE_OF = { open: "new", "in progress": "inProgress", "on hold": "onHold", solved: "solved", closed: "closed" } as const;
  const SLA_HOURS = { urgent: 4, high: 8, normal: 24, low: 72 } as const;
  const tickets = Array.from({ length: 24 }, (_, i) => {
    const company = companies[(i * 5) % companies.length];
    const pic = company.pic[0];
    const created = at(30 + i * 2, 2 + (i % 8));
    const status = TICKET_STATUSES[i % TICKET_STATUSES.length];
    const priority = PRIORITIES[i % PRIORITIES.length];
    const worked = status !== "open";
    return {
      id: `tkt-${String(i + 1).padStart(3, "0")}`, ticketId: `TCK-2026-${String(i + 1).padStart(6, "0")}`, sequence: i + 1, title: TICKET_SUBJECTS[i % TICKET_SUBJECTS.length], billingId: null,
      productId: TICKET_PRODUCTS[i % TICKET_PRODUCTS.length], priority, slaDueAt: new Date(Date.parse(created) + SLA_HOURS[priority] * 3_600_000).toISOString(),
      assigneeId: worked ? "usr-member" : null, assigneeName: worked ? "Dewi Lestari" : null,
      slaPausedAt: status === "on hold" ? at(31 + i * 2, 4) : null, holdReason: status === "on hold" ? "Waiting for the customer's transfer receipt" : null,
      resolution: status === "solved" || status === "closed" ? "Explained to the customer and corrected where needed" : null,
      solvedAt: status === "solved" || status === "closed" ? at(31 + i * 2, 4) : null, closedAt: status === "closed" ? at(31 + i * 2, 5) : null,
      customerInfo: { name: pic.fullname, phone: `0812${String(30_000_000 + i * 104_729).slice(0, 8)}`, email: pic.email },
      description: `${TICKET_SUBJECTS[i % TICKET_SUBJECTS.length]} reported by ${company.name}.`, status,
      createdAt: created, updatedAt: status === "open" ? created : at(31 + i * 2, 4),
    };
  });
  tx.insert(t.tickets).values(tickets).run();
  tx.insert(t.workflowSnapshots).values(tickets.map((k) => ({
    kind: "ticket", entityId: k.id, machineId: "ticket", machineVersion: 1, state: STATE_OF[k.status], value: STATE_OF[k.status], context: { ticketId: k.id }, version: 1, stateSince: k.updatedAt, updatedAt: k.updatedAt,
  }))).run();
  tx.insert(t.numberSequences).values({ scope: "TCK:2026", lastValue: tickets.length }).run();
  return { companies: companies.length, partnerships: partnerships.length, tickets: tickets.length };
}
