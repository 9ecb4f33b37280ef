// Document numbers (spec section 9, "Number formats"): {PO|BL|INV}-{product code}-{period}-{digits},
// where the period is {yymm}{dd or 00} and follows the product's po_number_periode setting.
import { assertIsoDate, isIsoDate } from "./dates";

export type Periode = "daily" | "monthly" | "yearly";
export type DocumentKind = "PO" | "BL" | "INV";

export interface DocumentNumber {
  kind: DocumentKind;
  productCode: string;
  periodKey: string;
  sequence: number;
}

const PRODUCT_CODE = /^[A-Z]{2}$/;
const SEQUENCE_DIGITS = 4;

/**
 * daily 2026-11-21 → "261121", monthly → "261100", yearly → "260000".
 * The spec only shows {yymm}{dd or 00}; for yearly we zero the month as well (yy + "0000") so the key keeps
 * six digits, sorts with the others and cannot be mistaken for a January or a day key.
 */
export function periodKey(periode: Periode, date: string): string {
  assertIsoDate(date);
  const [yyyy, mm, dd] = date.split("-");
  const yy = yyyy.slice(-2);
  switch (periode) {
    case "daily":
      return `${yy}${mm}${dd}`;
    case "monthly":
      return `${yy}${mm}00`;
    case "yearly":
      return `${yy}0000`;
    default:
      throw new RangeError(`unknown numbering period "${String(periode)}"`);
  }
}

/** Six digits yymmdd that periodKey can produce: yy0000, yymm00 or a real date (years 2000-2099). */
export function isValidPeriodKey(key: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(key);
  if (!m) return false;
  const [, yy, mm, dd] = m;
  if (mm === "00") return dd === "00";
  if (dd === "00") return Number(mm) <= 12;
  return isIsoDate(`20${yy}-${mm}-${dd}`);
}

export function formatDocumentNumber(kind: DocumentKind, productCode: string, key: string, sequence: number): string {
  if (kind !== "PO" && kind !== "BL" && kind !== "INV") throw new RangeError(`unknown document kind "${String(kind)}"`);
  if (!PRODUCT_CODE.test(productCode)) {
    throw new RangeError(`product code must be exactly two uppercase letters, got "${productCode}"`);
  }
  if (!isValidPeriodKey(key)) throw new RangeError(`period must be yymmdd, yymm00 or yy0000, got "${key}"`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`sequence must be a whole number from 1, got ${sequence}`);
  }
  // At least four digits; a 10,000th document simply widens the number rather than wrapping round.
  return `${kind}-${productCode}-${key}-${String(sequence).padStart(SEQUENCE_DIGITS, "0")}`;
}

const DOCUMENT_NUMBER = /^(PO|BL|INV)-([A-Z]{2})-(\d{6})-(\d{4,16})$/;

/** Inverse of formatDocumentNumber; null unless `s` is exactly what formatDocumentNumber would write. */
export function parseDocumentNumber(s: string): DocumentNumber | null {
  const m = DOCUMENT_NUMBER.exec(s);
  if (!m || !isValidPeriodKey(m[3])) return null;
  const parsed = { kind: m[1] as DocumentKind, productCode: m[2], periodKey: m[3], sequence: Number(m[4]) };
  if (!Number.isSafeInteger(parsed.sequence) || parsed.sequence < 1) return null;
  // "INV-ST-261100-00012" reads as 12 but is not how 12 is written; accepting it would let two strings
  // name one document.
  return formatDocumentNumber(parsed.kind, parsed.productCode, parsed.periodKey, parsed.sequence) === s ? parsed : null;
}
