/**
 * Quotations' pure rules (issue 23): the number, the pricing (exactly the billing rules: app/domain/pricing.ts), and
 * the status a reader sees. No I/O; the model, the service and the screens share these.
 */
import { type BillingAmounts, computeBilling } from "./pricing";

export const READ_QUOTATION = "read:quotation";
export const MANAGE_QUOTATION = "manage:quotation";
export const APPROVE_QUOTATION = "approve:quotation";

export const QUOTATION_STATUS_VALUES = ["draft", "submitted", "approved", "rejected", "converted", "expired"] as const;
export type QuotationStatusValue = (typeof QUOTATION_STATUS_VALUES)[number];
export const isQuotationStatus = (v: unknown): v is QuotationStatusValue => (QUOTATION_STATUS_VALUES as readonly unknown[]).includes(v);

/** QUO-{year}-{6 digits} from the year's gapless series (number_sequences scope QUO:{year}), as the tickets' numbers. */
export const quotationNumberScope = (year: string) => `QUO:${year}`;
export const formatQuotationNumber = (year: string, sequence: number) => {
  if (!/^\d{4}$/.test(year)) throw new RangeError(`year must be four digits, got "${year}"`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be a whole number from 1, got ${sequence}`);
  return `QUO-${year}-${String(sequence).padStart(6, "0")}`;
};

/** Days a new quotation stays valid unless the author says otherwise (README Decisions, issue 23). */
export const DEFAULT_VALIDITY_DAYS = 30;
/** The quotation form's "Fill from company" button's intent (the no-JavaScript way to fill the party from the company). */
export const FILL_FROM_COMPANY = "fill-from-company";

export type QuotationPricingInput = {
  lines: readonly { quantity: number; price: number }[];
  quotationDate: string;
  includePph: boolean;
  administrationFee: number;
};

/**
 * The billing's pricing, to the rupiah: PPN per line by the quotation date's rate, rounded down; PPh 23 on the price
 * before PPN; the product's administration fee. No unique code: that identifies a transfer, and a quotation is paid
 * only once it has become a PO, a billing and an invoice (which then draws its own).
 */
export function priceQuotation(input: QuotationPricingInput): BillingAmounts {
  return computeBilling({ lines: input.lines, taxDate: input.quotationDate, includePph: input.includePph, administrationFee: input.administrationFee, uniqueCode: 0 });
}

/** Which states still wait on someone and so expire once the validity date has passed. */
const EXPIRING: readonly QuotationStatusValue[] = ["draft", "submitted"];
export const canExpire = (status: string) => (EXPIRING as readonly string[]).includes(status);

/** The status a reader sees: a draft or submitted quotation past its date is expired even before anyone acted on it. */
export function effectiveQuotationStatus(row: { status: string; validUntil: string }, today: string): QuotationStatusValue {
  if (canExpire(row.status) && today > row.validUntil) return "expired";
  return isQuotationStatus(row.status) ? row.status : "draft";
}
