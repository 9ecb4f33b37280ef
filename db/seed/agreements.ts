import { and, asc, eq, ne } from "drizzle-orm";
import { createBast, submitBast } from "~/services/basts.server";
import { createContract, submitContract } from "~/services/contracts.server";
import { db } from "../client.server";
import { companies, contracts, purchaseOrders } from "../schema";
import { demoUser, dropQueuedNotices } from "./seeded-work";

/**
 * A contract (kontrak), an agreement and a BAST (issue 23), drafted and submitted through their services and the
 * workflow service, so each has its machine snapshot and history. They belong to Sinergi Ads (Fajar's product) and
 * name approved companies other than the partner user's, so the e2e specs that draft their own on Smart Tenant, or
 * count what the partner sees, find the same rows as before. Runs once: an existing demo contract number stops it.
 */
const PRODUCT = "prd-sa";
const OWNER = "usr-ent-signer";
const CONTRACT_NUMBER = "KONTRAK/SA/001/2026";
const AGREEMENT_NUMBER = "MOU/SA/001/2026";

export function seedAgreements(): { contracts: number; basts: number } {
  if (db().select({ id: contracts.id }).from(contracts).where(eq(contracts.number, CONTRACT_NUMBER)).get()) return { contracts: 0, basts: 0 };
  const { user, actor } = demoUser(OWNER);
  // Approved companies that are not the partner user's (company 1), oldest first.
  const [first, second] = db().select({ id: companies.id }).from(companies).where(and(eq(companies.status, "approved"), ne(companies.id, "1"))).orderBy(asc(companies.registeredAt)).limit(2).all();
  const po = db().select({ id: purchaseOrders.id }).from(purchaseOrders).where(and(eq(purchaseOrders.productId, PRODUCT), eq(purchaseOrders.statusPo, "billed"))).orderBy(asc(purchaseOrders.poNumber)).limit(1).get();
  if (!first || !second || !po) throw new Error("The demo data has no approved companies or Sinergi Ads purchase order to attach contracts to");

  const contract = createContract(user, actor, "contract", {
    number: CONTRACT_NUMBER, title: "Kontrak layanan iklan programatik Sinergi Ads", kind: "kontrak", value: 480_000_000, startDate: "2026-02-01", endDate: "2027-01-31",
    companyIds: [first.id], partnershipId: null, poId: null, productId: PRODUCT, note: "Annual placement on the group's digital channels.",
  }, null);
  submitContract(user, actor, contract);
  const agreement = createContract(user, actor, "agreement", {
    number: AGREEMENT_NUMBER, title: "Nota kesepahaman kanal iklan bersama", kind: "agreement", value: 0, startDate: "2026-03-01", endDate: "2028-02-29",
    companyIds: [second.id], partnershipId: null, poId: null, productId: PRODUCT, note: "",
  }, null);
  submitContract(user, actor, agreement);
  const bast = createBast(user, actor, { poId: po.id, contractId: null, bastDate: "2026-03-15", delivered: "Campaign set-up and the first month's placements, as ordered." }, null);
  submitBast(user, actor, bast.id);
  dropQueuedNotices([contract, agreement, bast.id]);
  return { contracts: 2, basts: 1 };
}
