/**
 * The volume generator behind `npm run seed -- --invoices N`: N realistic invoices with their
 * billings, purchase orders, customers and workflow snapshots, for the list benchmarks
 * (tests/bench) and for trying the screens on a realistic amount of data.
 *
 * - Deterministic: the same N on the same demo database gives the same rows (a seeded PRNG,
 *   fixed ids vinv-/vbl-/vpo-/vcus-, a fixed "today" of 2026-11-20 unless told otherwise).
 * - Realistic: three years of documents, growing over time, in business hours (WIB); products
 *   weighted, customers Zipf-like (a few customers hold thousands of invoices), 1-4 detail lines,
 *   figures computed by app/domain/pricing (PPN by date, PPh, admin fee, unique code), numbers
 *   in the products' formats and periods without gaps (number_sequences is moved past them),
 *   statuses mixed by age: recent invoices wait for approval, older ones are approved, paid,
 *   returned and reissued, rejected or canceled, with the faktur states that go with them.
 * - Fast: raw prepared statements, 20,000 invoices per transaction, foreign-key checks off
 *   while writing (every reference is generated consistently) and ANALYZE at the end so the
 *   query planner knows the shape of the tables.
 *
 * Open billings keep unique_code 0: at most 999 open billings per product can hold a distinct
 * code (billings_open_unique_code_uq), far fewer than a million documents have open.
 */
import type { Db } from "../client.server";
import { addDays, todayInJakarta } from "../../app/domain/dates";
import { formatDocumentNumber, periodKey } from "../../app/domain/numbering";
import { computeBilling } from "../../app/domain/pricing";
import type { ProductConfig } from "../schema";
import { seededRandom } from "./random";

export type VolumeOptions = {
  invoices: number;
  /** The generated data's "today" (yyyy-mm-dd): documents span the three years before it. */
  until?: string;
  seed?: number;
  batchSize?: number;
  log?: (message: string) => void;
};

export type VolumeSummary = { invoices: number; billings: number; purchaseOrders: number; customers: number; ms: number; skipped?: string };

const DAY = 86_400_000;
const YEARS = 3;

type ProductInfo = {
  id: string; code: string; name: string; config: ProductConfig; divisionId: string | null; weight: number;
  from: string; bank: string; creator: { id: string; name: string; referenceId: string };
  signer: { name: string; referenceId: string; position: string | null };
};

const PREFIX = ["PT", "PT", "PT", "PT", "CV", "PT", "Koperasi", "Perum", "Yayasan", "PT"];
const WORDS = [
  "Maju", "Bersama", "Sejahtera", "Nusantara", "Karya", "Abadi", "Mandiri", "Sentosa", "Jaya", "Makmur", "Mitra", "Sinar", "Cahaya", "Bintang", "Samudra", "Gemilang",
  "Lestari", "Prima", "Utama", "Digital", "Teknologi", "Solusi", "Logistik", "Energi", "Properti", "Retail", "Niaga", "Kreasi", "Persada", "Harapan", "Wijaya", "Buana",
  "Indah", "Perkasa", "Sukses", "Artha", "Graha", "Kencana", "Mulia", "Pratama", "Tirta", "Agung", "Semesta", "Dinamika", "Inovasi", "Media", "Rekayasa", "Sarana",
];
const CITIES = ["Jakarta Selatan", "Jakarta Pusat", "Bandung", "Surabaya", "Medan", "Semarang", "Makassar", "Denpasar", "Yogyakarta", "Palembang", "Balikpapan", "Malang"];
const STREETS = ["Jl. Jend. Sudirman", "Jl. M.H. Thamrin", "Jl. Gatot Subroto", "Jl. HR Rasuna Said", "Jl. Asia Afrika", "Jl. Pemuda", "Jl. Diponegoro", "Jl. Ahmad Yani"];
const ITEMS = ["Licence", "Subscription", "Implementation", "Onboarding", "Support & maintenance", "Managed service", "Connectivity", "Device rental", "Consulting", "Campaign"];
const RETURN_REASONS = ["Customer name is wrong", "NPWP does not match the customer", "Wrong billing period", "Other, return", "Address changed; supporting documents needed"];
const TAX_ERRORS = ["Document's returned with notes: customer name differs from the NPWP registration", "Invoice not found", "Document's returned with notes: missing customer number"];
const REJECT_REASONS = ["Duplicate of an earlier order", "Contract not signed yet", "Price not agreed with the customer"];
const CANCEL_REASONS = ["Order withdrawn", "Customer terminated the contract", "Billed to the wrong product"];
const APPROVE_MESSAGES = ["Sesuai kontrak", "Approved", "OK, sesuai BAST", "Disetujui"];

const pad = (n: number, w: number) => String(n).padStart(w, "0");

/** A fixed-width digit string from the PRNG (NPWP, phone numbers). */
function digits(rnd: ReturnType<typeof seededRandom>, length: number) {
  let s = "";
  for (let i = 0; i < length; i++) s += String(Math.floor(rnd.next() * 10));
  return s;
}

function customerName(i: number, rnd: ReturnType<typeof seededRandom>, taken: Set<string>) {
  for (let attempt = 0; ; attempt++) {
    const words = [rnd.pick(WORDS), rnd.pick(WORDS), ...(rnd.next() < 0.35 ? [rnd.pick(WORDS)] : [])];
    const prefix = rnd.pick(PREFIX);
    const base = `${prefix} ${[...new Set(words)].join(" ")}${prefix === "PT" && rnd.next() < 0.08 ? " Tbk" : ""}`;
    const name = attempt > 3 ? `${base} ${rnd.pick(CITIES).split(" ")[0]} ${i}` : base;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/** Business hours in WIB on the day `t` falls on: 08:00-17:00 Jakarta is 01:00-10:00 UTC. */
function businessTime(t: number, rnd: ReturnType<typeof seededRandom>) {
  const day = Math.floor((t + 7 * 3_600_000) / DAY) * DAY - 7 * 3_600_000;
  return new Date(day + 8 * 3_600_000 + Math.floor(rnd.next() * 9 * 3_600_000));
}

export function seedVolume(handle: Db, options: VolumeOptions): VolumeSummary {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const sqlite = handle.$client;
  const target = Math.max(0, Math.floor(options.invoices));
  const existing = (sqlite.prepare("select count(*) as n from invoices where id like 'vinv-%'").get() as { n: number }).n;
  if (existing > 0) {
    return { invoices: existing, billings: 0, purchaseOrders: 0, customers: 0, ms: Date.now() - started, skipped: `the database already has ${existing} generated invoices` };
  }
  const until = options.until ?? "2026-11-20";
  const end = new Date(`${until}T17:00:00+07:00`).getTime();
  const start = end - YEARS * 365 * DAY;
  const batchSize = options.batchSize ?? 20_000;
  const seed = options.seed ?? 20261120;

  // ---------------------------------------------------------------- products, people
  const productRows = sqlite.prepare("select id, product_code as code, name, config, companion, bank from products order by product_code").all() as { id: string; code: string; name: string; config: string; companion: string; bank: string | null }[];
  if (!productRows.length) throw new Error("No products: seed the demo data first (npm run seed)");
  const memberRows = sqlite
    .prepare("select m.product_id as productId, m.role, m.name, m.reference_id as referenceId, m.is_invoice_signer as isSigner, m.user_id as userId, u.job_position as position from product_members m left join users u on u.id = m.user_id order by m.id")
    .all() as { productId: string; role: string; name: string; referenceId: string; isSigner: number; userId: string | null; position: string | null }[];
  const WEIGHTS: Record<string, number> = { ST: 30, DR: 20, AC: 20, SA: 15, MP: 15 };
  const products: ProductInfo[] = productRows.map((p) => {
    const config = JSON.parse(p.config) as ProductConfig;
    const members = memberRows.filter((m) => m.productId === p.id);
    const signer = members.find((m) => m.isSigner) ?? members.find((m) => m.role === "member" && m.referenceId === config.invoice_signer) ?? members[0];
    const creator = members.find((m) => m.role === "owner" && m.userId) ?? members.find((m) => m.userId) ?? members[0];
    return {
      id: p.id, code: p.code, name: p.name, config, divisionId: (JSON.parse(p.companion) as { division_id: string | null }).division_id, weight: WEIGHTS[p.code] ?? 10,
      from: JSON.stringify({ name: "PT Telkom Indonesia (Persero) Tbk", address: "Jl. Japati No. 1, Bandung 40133", phone: "022-4521510", email: `billing.${p.code.toLowerCase()}@telkom.test`, npwp: "010000131093000", sap_customer_id: null }),
      bank: p.bank ?? JSON.stringify({ owner: "-", account_number: "-", bank_name: "-", branch_office: "-" }),
      creator: { id: creator?.userId ?? "", name: creator?.name ?? "System", referenceId: creator?.referenceId ?? "99999" },
      signer: { name: signer?.name ?? "System", referenceId: signer?.referenceId ?? "99999", position: signer?.position ?? null },
    };
  });
  const totalWeight = products.reduce((s, p) => s + p.weight, 0);
  const pickProduct = (r: number) => {
    let acc = 0;
    for (const p of products) {
      acc += p.weight / totalWeight;
      if (r < acc) return p;
    }
    return products[products.length - 1];
  };

  // ---------------------------------------------------------------- statements
  const insertCustomer = sqlite.prepare("insert into customers (id, name, address, phone, email, npwp, sap_customer_id, is_wapu, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  const insertPo = sqlite.prepare(
    "insert into purchase_orders (id, product_id, customer_id, division_id, po_number, po_sequence, po_date, status_po, note, total_price, from_party, to_party, details, created_by, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 'billed', '', ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertBilling = sqlite.prepare(
    `insert into billings (id, product_id, po_id, customer_id, division_id, billing_number, billing_sequence, status, billing_date, due_date, include_pph, include_tax_invoice, status_paid, status_delivered,
      config, bank, from_party, to_party, details, note, total_price, dpp, tax, tax_rate_label, pph, administration_fee, unique_code, final_price, final_price_with_pph, created_by, created_at, updated_at, paid_amount)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertInvoice = sqlite.prepare(
    `insert into invoices (id, billing_id, product_id, customer_id, division_id, invoice_number, sequence, status_invoice, status_faktur, status_cashin_finest, send_email, send_tax,
      customer_name, billing_number, po_id, po_number, billing_date, due_date, final_price, created, approved, requested, returned, rejected, canceled, replaces_invoice_id, replaced_by_invoice_id, created_at, updated_at, status_paid)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSnapshot = sqlite.prepare("insert into workflow_snapshots (kind, entity_id, machine_id, machine_version, state, value, context, version, state_since, updated_at) values (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)");

  // ---------------------------------------------------------------- number sequences (continue after what exists, write back at the end)
  const sequences = new Map<string, number>((sqlite.prepare("select scope, last_value as v from number_sequences").all() as { scope: string; v: number }[]).map((r) => [r.scope, r.v]));
  const nextNumber = (kind: "PO" | "BL" | "INV", p: ProductInfo, isoDate: string) => {
    const period = periodKey(p.config.po_number_periode, isoDate);
    const scope = `${kind}:${p.code}:${period}`;
    const sequence = (sequences.get(scope) ?? 0) + 1;
    sequences.set(scope, sequence);
    return { number: formatDocumentNumber(kind, p.code, period, sequence), sequence };
  };

  // ---------------------------------------------------------------- customers
  const customerCount = Math.min(20_000, Math.max(50, Math.round(target / 50)));
  const crnd = seededRandom(seed);
  const taken = new Set<string>((sqlite.prepare("select name from customers").all() as { name: string }[]).map((r) => r.name));
  type Customer = { id: string; party: string; name: string };
  const customers: Customer[] = [];
  // A big page cache for the bulk insert (14 indexes on invoices take random inserts); restored afterwards.
  const cacheSize = sqlite.pragma("cache_size", { simple: true }) as number;
  sqlite.pragma("cache_size = -1000000");
  sqlite.pragma("foreign_keys = OFF");
  try {
    sqlite.transaction(() => {
      for (let i = 0; i < customerCount; i++) {
        const name = customerName(i, crnd, taken);
        const id = `vcus-${pad(i + 1, 6)}`;
        const city = crnd.pick(CITIES);
        const address = `${crnd.pick(STREETS)} No. ${crnd.int(1, 250)}, ${city}`;
        const phone = `021-${digits(crnd, 7)}`;
        const email = `finance@${name.toLowerCase().replace(/^(pt|cv|koperasi|perum|yayasan) /, "").replace(/[^a-z]+/g, "")}.test`;
        const npwp = `0${digits(crnd, 14)}`;
        const sap = crnd.next() < 0.6 ? `SAP-${100000 + i}` : null;
        insertCustomer.run(id, name, address, phone, email, npwp, sap, crnd.next() < 0.1 ? 1 : 0, new Date(start - crnd.int(1, 400) * DAY).toISOString());
        customers.push({ id, name, party: JSON.stringify({ name, address, phone, email, npwp, sap_customer_id: sap }) });
      }
    })();
    log(`customers: ${customerCount}`);

    // ------------------------------------------------------------ documents
    // Zipf-like: customer k is picked with probability falling with k (r^2.2 crowds the low indices).
    const pickCustomer = (r: number) => customers[Math.min(customers.length - 1, Math.floor(customers.length * Math.pow(r, 2.2)))];
    let invoices = 0;
    let billings = 0;
    const writeBatch = sqlite.transaction((upTo: number) => {
      while (invoices < upTo) {
        billings += 1;
        const rnd = seededRandom(seed ^ Math.imul(billings, 0x9e3779b1));
        // Volume grows over the three years: the position along the window is sqrt-shaped.
        const position = Math.sqrt((invoices + rnd.next()) / target);
        const created = businessTime(start + position * (end - start), rnd);
        const ageDays = (end - created.getTime()) / DAY;
        const p = pickProduct(rnd.next());
        const c = pickCustomer(rnd.next());
        const billingDate = todayInJakarta(created);
        const poDate = addDays(billingDate, -rnd.int(0, 10));
        const dueDate = addDays(billingDate, p.config.payment_terms_days);
        const lines = Array.from({ length: rnd.int(1, 4) }, (_, k) => {
          const quantity = rnd.next() < 0.6 ? 1 : rnd.int(2, 50);
          const price = rnd.int(5, 25_000) * 1_000;
          return { _id: `vbl-${billings}-${k + 1}`, item: `${p.name} ${rnd.pick(ITEMS)}`, description: `Periode ${billingDate.slice(0, 7)}`, quantity, price, total: quantity * price };
        });
        const includePph = rnd.next() < 0.5;
        const includeTax = rnd.next() < 0.92;

        // The invoice's fate by age (recent ones still wait; old ones are settled one way or another).
        const r = rnd.next();
        type Fate = "invoiced" | "approved" | "returned" | "taxReturned" | "rejected" | "canceled" | "canceledApproved";
        const bypass = p.config.bypass_invoice_approval === "yes";
        let fate: Fate;
        if (ageDays < 10) fate = bypass ? (r < 0.97 ? "approved" : "canceledApproved") : r < 0.62 ? "invoiced" : r < 0.93 ? "approved" : r < 0.96 ? "returned" : r < 0.98 ? "rejected" : "canceled";
        else fate = bypass ? (r < 0.95 ? "approved" : r < 0.98 ? "canceledApproved" : "taxReturned") : r < 0.81 ? "approved" : r < 0.85 ? "returned" : r < 0.87 ? "taxReturned" : r < 0.89 ? "rejected" : r < 0.93 ? "canceled" : r < 0.96 ? "canceledApproved" : r < 0.975 ? "invoiced" : "approved";
        // A returned invoice is reissued a few days later, unless that would be after "today".
        const reissueAt = new Date(created.getTime() + rnd.int(2, 10) * DAY);
        const reissued = (fate === "returned" || fate === "taxReturned") && invoices + 1 < upTo && reissueAt.getTime() < end && rnd.next() < 0.85;
        const canceledBilling = fate === "canceled" || fate === "canceledApproved";
        const paid = !canceledBilling && (fate === "approved" || reissued) && ageDays > 45 && rnd.next() < 0.85;
        const open = !canceledBilling && !paid;
        const uniqueCode = open || p.config.unique_code_type === "none" ? 0 : p.config.unique_code_type === "discount" ? -rnd.int(1, 999) : rnd.int(1, 999);
        const amounts = computeBilling({ lines, taxDate: billingDate, includePph, administrationFee: p.config.administration_fee, uniqueCode, includeTax });

        const poId = `vpo-${pad(billings, 7)}`;
        const billingId = `vbl-${pad(billings, 7)}`;
        const po = nextNumber("PO", p, poDate);
        const bl = nextNumber("BL", p, billingDate);
        const createdIso = created.toISOString();
        const poCreated = new Date(created.getTime() - rnd.int(1, 48) * 3_600_000).toISOString();
        const detailsJson = JSON.stringify(lines);
        insertPo.run(poId, p.id, c.id, p.divisionId, po.number, po.sequence, poDate, amounts.totalPrice, p.from, c.party, detailsJson, p.creator.id || null, poCreated, createdIso);
        const config = JSON.stringify({ kode_wapu: rnd.next() < 0.7 ? "01" : "03", afiliasi: rnd.pick(["AF", "NF", "telkom", "non-telkom"]), tax_invoice_text: "", payment_method: "bank_transfer" });
        const billingStatus = canceledBilling ? "canceled" : paid ? "paid" : "issued";
        const billingUpdated = new Date(Math.min(end, created.getTime() + rnd.int(1, 40) * DAY)).toISOString();
        insertBilling.run(
          billingId, p.id, poId, c.id, p.divisionId, bl.number, bl.sequence, billingStatus, billingDate, dueDate, includePph ? 1 : 0, includeTax ? 1 : 0, paid ? "paid" : "unpaid",
          ageDays > 5 ? "delivered" : "not yet", config, p.bank, p.from, c.party, detailsJson, amounts.totalPrice, amounts.dpp, amounts.tax, amounts.taxRateLabel, amounts.pph,
          amounts.administrationFee, amounts.uniqueCode, amounts.finalPrice, amounts.finalPriceWithPph, p.creator.id || null, createdIso, paid || canceledBilling ? billingUpdated : createdIso,
          // Paid in full (issue 20's paid_amount): the amount the customer was asked for.
          paid ? (includePph ? amounts.finalPriceWithPph : amounts.finalPrice) : 0,
        );
        insertSnapshot.run("billing", billingId, "billing", billingStatus, JSON.stringify(billingStatus), JSON.stringify({ billingId }), paid || canceledBilling ? 3 : 2, createdIso, createdIso);

        const writeInvoice = (id: string, fate: Fate, at: Date, replaces: string | null, replacedBy: string | null) => {
          invoices += 1;
          const atIso = at.toISOString();
          const act = (by: string, ref: string, when: Date, message?: string) => JSON.stringify({ by, reference_id: ref, app_id: by === "System" ? "digimon-system" : "digimon", at: when.toISOString(), ...(message ? { message } : {}) });
          // Nothing is recorded after "today": decisions and later events are clamped to the end of the window.
          const decidedAt = new Date(Math.min(end, at.getTime() + (bypass ? 1_000 : rnd.int(1, 72) * 3_600_000)));
          const approvedFirst = fate === "approved" || fate === "taxReturned" || fate === "canceledApproved";
          let number: string | null = null;
          let sequence: number | null = null;
          let approved: string | null = null;
          if (approvedFirst) {
            const n = nextNumber("INV", p, todayInJakarta(decidedAt));
            number = n.number;
            sequence = n.sequence;
            approved = JSON.stringify({
              by: bypass ? "System" : p.signer.name, reference_id: bypass ? "99999" : p.signer.referenceId, app_id: bypass ? "digimon-system" : "digimon", at: decidedAt.toISOString(),
              message: bypass ? "Approved by System" : rnd.pick(APPROVE_MESSAGES), sign_image: null, skum_no: bypass ? null : `${p.config.skum_code || "SKUM"}-${pad(rnd.int(1, 9999), 4)}`,
              position: bypass ? "System" : p.signer.position, skum_release: bypass ? null : todayInJakarta(decidedAt),
            });
          }
          const later = new Date(Math.min(end, decidedAt.getTime() + rnd.int(1, 20) * DAY));
          const sendTax = includeTax;
          let faktur = "not yet";
          let requested: string | null = null;
          if (approvedFirst && sendTax) {
            requested = act("System", "99999", new Date(decidedAt.getTime() + 5_000));
            faktur = fate === "taxReturned" ? "error" : ageDays < 2 ? "requested" : rnd.next() < 0.985 ? "received" : "error";
          }
          const returned = fate === "returned" ? act(p.signer.name, p.signer.referenceId, decidedAt, rnd.pick(RETURN_REASONS)) : fate === "taxReturned" ? JSON.stringify({ ...JSON.parse(act("System", "99999", later, rnd.pick(TAX_ERRORS))), by: "System - error djp" }) : null;
          const rejected = fate === "rejected" ? act(p.signer.name, p.signer.referenceId, decidedAt, rnd.pick(REJECT_REASONS)) : null;
          const canceled = fate === "canceled" || fate === "canceledApproved" ? act(p.creator.name, p.creator.referenceId, later, rnd.pick(CANCEL_REASONS)) : null;
          const status = fate === "taxReturned" ? "returned" : fate === "canceledApproved" ? "canceled" : fate;
          const updated = fate === "invoiced" ? atIso : (canceled || returned ? later : decidedAt).toISOString();
          insertInvoice.run(
            id, billingId, p.id, c.id, p.divisionId, number, sequence, status, faktur, paid ? "sent" : "not yet", sendTax ? 1 : 0, c.name, bl.number, poId, po.number, billingDate, dueDate, amounts.finalPrice,
            act(p.creator.name, p.creator.referenceId, at), approved, requested, returned, rejected, canceled, replaces, replacedBy, atIso, updated, paid ? "paid" : "unpaid",
          );
          const state = status === "returned" && replacedBy ? "reissued" : status;
          const versions: Record<string, number> = { invoiced: 1, approved: 2, returned: approvedFirst ? 3 : 2, reissued: approvedFirst ? 4 : 3, rejected: 2, canceled: approvedFirst ? 3 : 2 };
          insertSnapshot.run("invoice", id, "invoice", state, JSON.stringify(state), JSON.stringify({ invoiceId: id, signerReferenceId: p.signer.referenceId, bypassApproval: bypass }), versions[state] ?? 1, updated, updated);
        };

        const firstId = `vinv-${pad(invoices + 1, 7)}`;
        if (reissued) {
          const secondId = `vinv-${pad(invoices + 2, 7)}`;
          writeInvoice(firstId, fate, created, null, secondId);
          writeInvoice(secondId, reissueAt.getTime() > end - 3 * DAY ? "invoiced" : "approved", reissueAt, firstId, null);
        } else writeInvoice(firstId, fate, created, null, null);
      }
    });
    while (invoices < target) {
      writeBatch(Math.min(target, invoices + batchSize));
      if (invoices % 100_000 < batchSize || invoices === target) log(`invoices: ${invoices} / ${target} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
    const upsertSequence = sqlite.prepare("insert into number_sequences (scope, last_value) values (?, ?) on conflict(scope) do update set last_value = max(last_value, excluded.last_value)");
    sqlite.transaction(() => {
      for (const [scope, value] of sequences) upsertSequence.run(scope, value);
    })();
    log("analyze");
    sqlite.exec("analyze");
    return { invoices, billings, purchaseOrders: billings, customers: customerCount, ms: Date.now() - started };
  } finally {
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma(`cache_size = ${cacheSize}`);
  }
}
