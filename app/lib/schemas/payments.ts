import { z } from "zod";
import { parseRupiahInput } from "~/domain/money";

/**
 * The payments screens' forms (issue 20), used by the server (which always re-validates) and the page. The reason
 * form's messages are English server messages (the messages catalogue, translated by FieldError); the split form's
 * are `payments` keys, translated by the action into the reader's language.
 */
export const PaymentReasonSchema = z.object({
  paymentId: z.string().trim().min(1),
  reason: z.string({ required_error: "Give a reason (at least 3 characters)." }).trim().min(3, "Give a reason (at least 3 characters).").max(500, "Keep the reason under 500 characters."),
});

export const MatchOneSchema = z.object({ paymentId: z.string().trim().min(1), billingId: z.string().trim().min(1) });

/** The prefix of an allocation's amount field: `alloc.<billingId>` (one per billing found; empty means none). */
export const ALLOCATION_FIELD = "alloc.";

export type AllocationParse =
  | { ok: true; paymentId: string; allocations: { billingId: string; amount: number }[]; total: number }
  | { ok: false; fieldErrors: Record<string, string[]>; total: number };

/**
 * The split form: every `alloc.<billingId>` with an amount is an allocation. Each amount must be whole rupiah above
 * zero, at least one must be given, and together they may not exceed `left` (what the payment has not allocated).
 * Field errors name the field (or `allocations` for the whole), with `payments` keys and their values.
 */
export function parseAllocationForm(form: FormData, left: number): AllocationParse {
  const fieldErrors: Record<string, string[]> = {};
  const allocations: { billingId: string; amount: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(ALLOCATION_FIELD) || typeof value !== "string" || !value.trim()) continue;
    const billingId = name.slice(ALLOCATION_FIELD.length);
    const amount = parseRupiahInput(value);
    if (!billingId || amount === null || amount <= 0) fieldErrors[name] = ["errors.amount"];
    else allocations.push({ billingId, amount });
  }
  const total = allocations.reduce((sum, a) => sum + a.amount, 0);
  if (!Object.keys(fieldErrors).length) {
    if (!allocations.length) fieldErrors.allocations = ["errors.chooseBilling"];
    else if (total > left) fieldErrors.allocations = ["errors.tooMuch"];
  }
  const paymentId = String(form.get("paymentId") ?? "").trim();
  if (Object.keys(fieldErrors).length || !paymentId) return { ok: false, fieldErrors, total };
  return { ok: true, paymentId, allocations, total };
}
