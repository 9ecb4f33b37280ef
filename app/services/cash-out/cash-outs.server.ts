/**
 * Cash-out with maker-checker (issue 21). A maker (request:cashout) asks to withdraw part of a product's settled
 * balance to a bank account: the request, its number, its hold on the balance and its workflow start are written in
 * one IMMEDIATE transaction, which SQLite serialises across processes, so two requests for the whole balance at once
 * cannot both pass (the second reads the first's hold). A checker (approve:cashout) who is not the maker approves it
 * (the machine's isNotMaker guard: enforced by the workflow service for every caller) or rejects it with a reason
 * (the hold goes back). Approval queues the transfer request (effect.requestTransfer); the sandbox bank twin
 * completes it, or finance marks it done with the bank's reference and proof of the transfer.
 */
import { newId } from "#db/ids";
import { type Actor, SYSTEM_ACTOR } from "#machines/types";
import { APPROVE_CASHOUT, isCashOutState, REQUEST_CASHOUT } from "~/domain/cash-outs";
import { isIsoDate } from "~/domain/dates";
import type { CashOutRequestInput } from "~/lib/schemas/cash-out";
import {
  type CashOutFilters, type CashOutRow, cashOutHistory, checkerUserIds, getCashOut, insertCashOut, logCashOutActivity, movementsOfSource, nextCashOutNumber, productForCashOut, recordMovement, setTransferProof,
} from "~/models/cash-out.server";
import { writeTransaction } from "~/models/transaction.server";
import type { AccessUser } from "~/models/user.server";
import { attachmentsOf } from "~/models/attachments.server";
import { hasPermission } from "../auth.server";
import { isSandbox } from "../env.server";
import { httpError } from "../http.server";
import { logger } from "../logger.server";
import { registerNotificationComposer, type NotificationMessage } from "../notifications.server";
import { kickOutbox, type OutboxRow, registerEffect } from "../outbox.server";
import { checkUpload, type FileKind, storeUpload } from "../uploads.server";
import { workflow } from "../workflows.server";
import { availableBalance } from "./balance.server";

export const CASH_OUT_KIND = "cashOut";
export const CASH_OUT_FILE_OWNER = "cash-out";
export const PROOF_FILE_OWNER = "cash-out-proof";
const ATTACHMENT_KINDS: FileKind[] = ["pdf", "jpg", "png", "xlsx"];
const PROOF_KINDS: FileKind[] = ["pdf", "jpg", "png"];
const rupiah = (n: number) => `Rp ${n.toLocaleString("id-ID")}`;

/** Whether the person may see the cash-out screens (either side of maker-checker). */
export const mayReadCashOuts = (user: AccessUser) => hasPermission(user, REQUEST_CASHOUT) || hasPermission(user, APPROVE_CASHOUT);

export function requireCashOutReader(user: AccessUser) {
  if (!mayReadCashOuts(user)) throw httpError(403, "You need the permission request:cashout or approve:cashout for this.");
}

export function requireCashOut(id: string): CashOutRow {
  const row = getCashOut(id);
  if (!row) throw httpError(404, "There is no such cash-out request.");
  return row;
}

const realFiles = (files: FormDataEntryValue[]) => files.filter((f): f is File => typeof f === "object" && f !== null && "size" in f && f.size > 0);

/** Reads each upload and refuses a wrong one (kind, size) beside its field before anything is written. */
async function checkFiles(files: File[], field: string, allowed: FileKind[]) {
  for (const file of files) {
    try {
      await checkUpload(file, { allowed });
    } catch (error) {
      if (!(error instanceof Response)) throw error;
      const body = (await error.clone().json().catch(() => null)) as { message?: string } | null;
      throw httpError(400, body?.message ?? "That file could not be read.", { field });
    }
  }
}

/**
 * The maker's request. The files are checked first and stored once the request is committed (file bytes cannot be
 * written inside SQLite's synchronous transaction), so a refused request leaves nothing behind.
 */
export async function requestCashOut(input: CashOutRequestInput, files: FormDataEntryValue[], actor: Actor, ip: string | null = null) {
  const uploads = realFiles(files);
  await checkFiles(uploads, "attachments", ATTACHMENT_KINDS);
  const row = writeTransaction((tx) => {
    const product = productForCashOut(input.productId, tx);
    if (!product) throw httpError(400, "Choose the product whose balance is withdrawn.", { field: "productId" });
    const available = availableBalance(product.id, tx);
    if (input.amount > available) throw httpError(400, `The settled balance available is ${rupiah(available)}; request no more than that.`, { field: "amount" });
    const at = new Date();
    const id = newId();
    const created = insertCashOut(tx, {
      id, number: nextCashOutNumber(tx, at), productId: product.id, amount: input.amount, bankName: input.bankName, accountNumber: input.accountNumber, accountHolder: input.accountHolder,
      note: input.note ?? "", state: "requested", makerId: actor.id, makerName: actor.name, createdAt: at.toISOString(), updatedAt: at.toISOString(),
    });
    recordMovement(tx, { productId: product.id, kind: "cash-out hold", amount: -input.amount, sourceType: "cash-out", sourceId: id, at: at.toISOString() });
    workflow().startInTx(tx, CASH_OUT_KIND, id, { cashOutId: id, productId: product.id, amount: input.amount, makerId: actor.id }, actor, at);
    logCashOutActivity(tx, actor, "cash-out.requested", id, { number: created.number, amount: input.amount, product_id: product.id, bank_name: input.bankName, account_number: input.accountNumber }, ip);
    return created;
  });
  kickOutbox();
  for (const file of uploads) await storeUpload(file, { ownerKind: CASH_OUT_FILE_OWNER, ownerId: row.id, uploadedBy: actor.id, attachmentType: "other" }, { allowed: ATTACHMENT_KINDS });
  return row;
}

/** The checker's approval: refused by the machine when the checker is the maker. */
export function approveCashOut(id: string, actor: Actor, expectedVersion?: number) {
  requireCashOut(id);
  return workflow().send(CASH_OUT_KIND, id, { type: "cashOut.approve" }, actor, { expectedVersion });
}

/** The checker's rejection with a reason: the hold goes back to the balance in the same transaction. */
export function rejectCashOut(id: string, reason: string, actor: Actor, expectedVersion?: number) {
  requireCashOut(id);
  return workflow().send(CASH_OUT_KIND, id, { type: "cashOut.reject", message: reason }, actor, { expectedVersion });
}

/** A person marks the transfer done: the bank's reference and the proof (a file) are both required. */
export async function completeCashOut(id: string, reference: string, proof: FormDataEntryValue | null, actor: Actor) {
  const row = requireCashOut(id);
  if (row.state !== "approved") throw httpError(409, `Cash-out ${row.number} is ${row.state}, so its transfer cannot be marked done.`, { code: "refused" });
  const file = realFiles(proof ? [proof] : [])[0];
  if (!file) throw httpError(400, "Attach the proof of the transfer (PDF or image).", { field: "proof" });
  await checkFiles([file], "proof", PROOF_KINDS);
  const result = workflow().send(CASH_OUT_KIND, id, { type: "cashOut.complete", reference, via: "manual" }, actor);
  const stored = await storeUpload(file, { ownerKind: PROOF_FILE_OWNER, ownerId: id, uploadedBy: actor.id, attachmentType: "other" }, { allowed: PROOF_KINDS });
  setTransferProof(id, stored.id);
  return result;
}

export function cashOutDetail(id: string) {
  const row = requireCashOut(id);
  return {
    row,
    history: cashOutHistory(id),
    movements: movementsOfSource(id),
    attachments: attachmentsOf(CASH_OUT_FILE_OWNER, id),
    proof: attachmentsOf(PROOF_FILE_OWNER, id)[0] ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Effects

/**
 * The transfer request to the bank. In sandbox mode the bank twin carries it out at once and answers with its
 * reference (SBX-TRF-…), which completes the cash-out as the system; in production no bank is connected yet, so the
 * request waits for finance to make the transfer and mark it done with the reference and proof. Idempotent: a
 * cash-out no longer approved (completed already, a retried outbox row) is left alone.
 */
export function requestTransferEffect(row: OutboxRow) {
  const id = String(row.payload.entityId ?? row.sourceId ?? "");
  const cashOut = getCashOut(id);
  if (!cashOut || cashOut.state !== "approved") return;
  if (!isSandbox()) {
    logger.info({ cashOutId: id, number: cashOut.number }, "cash-out transfer request waits for a manual transfer");
    return;
  }
  const reference = `SBX-TRF-${cashOut.number.replace(/^CO-/, "")}-${row.id}`;
  workflow().send(CASH_OUT_KIND, id, { type: "cashOut.complete", reference, via: "bank" }, SYSTEM_ACTOR);
  logger.info({ cashOutId: id, number: cashOut.number, reference }, "sandbox bank twin completed a cash-out transfer");
}

function cashOutMessage(payload: Record<string, unknown>): NotificationMessage | null {
  const c = getCashOut(String(payload.entityId));
  if (!c) return null;
  const url = `/cash-outs/${c.id}`;
  switch (payload.template) {
    case "cash-out.requested":
      return { recipientUserIds: checkerUserIds(APPROVE_CASHOUT).filter((u) => u !== c.makerId), url, title: `Cash-out ${c.number} waits for approval`, text: `${c.makerName} asks to withdraw ${rupiah(c.amount)} to ${c.bankName} ${c.accountNumber}` };
    case "cash-out.approved":
      return { recipientUserIds: [c.makerId], url, title: `Cash-out ${c.number} approved`, text: `${c.checkerName ?? ""} approved ${rupiah(c.amount)}; the transfer was requested` };
    case "cash-out.rejected":
      return { recipientUserIds: [c.makerId], url, title: `Cash-out ${c.number} rejected`, text: `${c.checkerName ?? ""}: ${c.rejectReason ?? ""}` };
    case "cash-out.completed":
      return { recipientUserIds: [c.makerId], url, title: `Cash-out ${c.number} transferred`, text: `${rupiah(c.amount)} reference ${c.transferReference ?? ""}` };
    default:
      return null;
  }
}

export function registerCashOutEffects() {
  registerEffect("effect.requestTransfer", requestTransferEffect);
  registerNotificationComposer(CASH_OUT_KIND, cashOutMessage);
}

// ---------------------------------------------------------------------------------------------------------------
// Screens

/** The list's filters from the URL (an unknown value is ignored, as the other lists do). */
export function parseCashOutParams(url: URL): CashOutFilters {
  const p = url.searchParams;
  const page = Number.parseInt(p.get("page") ?? "", 10);
  const date = (v: string | null) => (v && isIsoDate(v) ? v : "");
  const state = p.get("state");
  return {
    q: (p.get("q") ?? "").trim().slice(0, 100),
    state: isCashOutState(state) ? state : "",
    productId: (p.get("product") ?? "").slice(0, 64),
    from: date(p.get("from")),
    to: date(p.get("to")),
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
  };
}
