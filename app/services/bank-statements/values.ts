// Dates and amounts as Indonesian banks write them in their statement exports. Pure functions: each returns the
// value or the reason a person can act on, never a guess.

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** A cell as read from a CSV (text) or a workbook (text, number or date; null when empty). */
export type Cell = string | number | Date | null;

/** Month names and abbreviations, Indonesian and English (BRI and Mandiri write "03 Agu 2025" or "03 Aug 2025"). */
const MONTHS: Record<string, number> = {
  jan: 1, januari: 1, january: 1,
  feb: 2, februari: 2, february: 2, peb: 2, pebruari: 2,
  mar: 3, maret: 3, march: 3,
  apr: 4, april: 4,
  mei: 5, may: 5,
  jun: 6, juni: 6, june: 6,
  jul: 7, juli: 7, july: 7,
  agu: 8, agt: 8, ags: 8, agus: 8, agustus: 8, aug: 8, august: 8,
  sep: 9, sept: 9, september: 9,
  okt: 10, oct: 10, oktober: 10, october: 10,
  nov: 11, nop: 11, november: 11, nopember: 11,
  des: 12, dec: 12, desember: 12, december: 12,
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYY-MM-DD for a real calendar day, or null (31/02 and month 13 are refused, never rolled over). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Two-digit years are this century's (bank exports of 2000-2099). */
const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

/** Strips the apostrophe KlikBCA puts before cells to keep Excel from reading them as numbers, and outer spaces. */
export function cellText(cell: Cell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).replace(/^\s*'/, "").replace(/\s+/g, " ").trim();
}

export type DateContext = {
  /** The statement period from the header block, for dates written without a year (KlikBCA's "25/11"). */
  period?: { from: string; to: string } | null;
};

/**
 * A transaction date: dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, dd/mm/yy (an optional time after it is ignored),
 * yyyy-mm-dd, "dd MMM yyyy" or "dd-MMM-yy" with Indonesian or English month names, a workbook date, or dd/mm
 * when the header block gives the period. Day first always: Indonesian banks never write month first.
 */
export function parseDate(cell: Cell, context: DateContext = {}): Parsed<string> {
  if (cell instanceof Date) {
    // exceljs reads a date cell as that day at 00:00 UTC.
    if (Number.isNaN(cell.getTime())) return fail("the date cell is not a date");
    const iso = isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return iso ? ok(iso) : fail(`date ${cell.toISOString().slice(0, 10)} is out of range`);
  }
  if (typeof cell === "number") return fail(`"${cell}" is not a date (expected dd/mm/yyyy)`);
  const text = cellText(cell);
  if (text === "") return fail("the date is empty");
  if (/^pend/i.test(text)) return fail("a pending transaction (PEND): export the statement again once the bank has posted it");
  // The time some exports add ("03/11/2025 08:15:22", "03/11/25 08.15.22") is not part of the date.
  const dateText = text.replace(/[ T]\d{1,2}[:.]\d{2}([:.]\d{2})?$/, "").trim();
  const bad = () => fail<string>(`"${text}" is not a valid date`);

  let match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(dateText);
  if (match) {
    const iso = isoDate(fullYear(match[3]), Number(match[2]), Number(match[1]));
    return iso ? ok(iso) : bad();
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateText);
  if (match) {
    const iso = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
    return iso ? ok(iso) : bad();
  }
  match = /^(\d{1,2})[ -]([A-Za-z]{3,9})\.?[ -](\d{4}|\d{2})$/.exec(dateText);
  if (match) {
    const month = MONTHS[match[2].toLowerCase()];
    if (!month) return fail(`"${text}": unknown month "${match[2]}"`);
    const iso = isoDate(fullYear(match[3]), month, Number(match[1]));
    return iso ? ok(iso) : bad();
  }
  match = /^(\d{1,2})\/(\d{1,2})$/.exec(dateText);
  if (match) {
    const period = context.period;
    if (!period) return fail(`"${text}" has no year and the header block gives no period`);
    const day = Number(match[1]);
    const month = Number(match[2]);
    // The year of the period's start, or of its end for a period across New Year (Dec -> Jan).
    for (const year of new Set([Number(period.from.slice(0, 4)), Number(period.to.slice(0, 4))])) {
      const iso = isoDate(year, month, day);
      if (iso && iso >= period.from && iso <= period.to) return ok(iso);
    }
    return isoDate(Number(period.from.slice(0, 4)), month, day) ? fail(`"${text}" is outside the statement period`) : bad();
  }
  return bad();
}

/** How a file writes its numbers: "id" 1.500.000,00 or "en" 1,500,000.00. */
export type NumberStyle = "id" | "en";

/**
 * Which style a set of amount texts uses, from the ones that show decimals ("1.500.000,00" or "1,500,000.00");
 * with none, the ones with grouping ("1.500.000" or "1,500,000"); else the layout's default.
 */
export function detectNumberStyle(texts: Iterable<string>, fallback: NumberStyle): NumberStyle {
  let id = 0;
  let en = 0;
  let idGrouped = 0;
  let enGrouped = 0;
  for (const raw of texts) {
    const text = raw.replace(/[^\d.,]/g, "");
    if (/,\d{1,2}$/.test(text)) id++;
    else if (/\.\d{1,2}$/.test(text)) en++;
    else if (/^\d{1,3}(\.\d{3})+$/.test(text)) idGrouped++;
    else if (/^\d{1,3}(,\d{3})+$/.test(text)) enGrouped++;
  }
  if (id !== en) return id > en ? "id" : "en";
  if (idGrouped !== enGrouped) return idGrouped > enGrouped ? "id" : "en";
  return fallback;
}

const WHOLE_RUPIAH = "the portal keeps whole rupiah";

/**
 * An amount in whole rupiah: "1.500.000,00" (id) or "1,500,000.00" (en), plain "1500000", a workbook number,
 * with an optional "Rp"/"IDR", a leading minus or parentheses. Empty is null. Non-zero sen are refused.
 */
export function parseAmount(cell: Cell, style: NumberStyle): Parsed<number | null> {
  if (cell === null) return ok(null);
  if (cell instanceof Date) return fail("a date where an amount belongs");
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) return fail(`"${cell}" is not an amount`);
    const sen = Math.round(Math.abs(cell) * 100) % 100;
    if (sen !== 0) return fail(`${cell} has ${sen} sen: ${WHOLE_RUPIAH}`);
    const value = Math.round(cell);
    return Number.isSafeInteger(value) ? ok(value) : fail(`${cell} is too large`);
  }
  const text = cellText(cell);
  if (text === "" || text === "-") return ok(null);
  let body = text.replace(/^(rp\.?|idr)\s*/i, "").replace(/\s+/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(body)) {
    negative = true;
    body = body.slice(1, -1);
  }
  if (body.startsWith("-")) {
    negative = !negative;
    body = body.slice(1);
  } else if (body.startsWith("+")) body = body.slice(1);
  const [group, decimal] = style === "id" ? [".", ","] : [",", "."];
  const g = `\\${group}`;
  const d = `\\${decimal}`;
  const shape = new RegExp(`^(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`).exec(body);
  if (!shape) {
    const expected = style === "id" ? "1.500.000,00" : "1,500,000.00";
    return fail(`"${text}" is not an amount (this file writes amounts like ${expected})`);
  }
  const sen = shape[2] ? Number(shape[2].padEnd(2, "0")) : 0;
  if (sen !== 0) return fail(`${text} has ${sen} sen: ${WHOLE_RUPIAH}`);
  const value = Number(shape[1].split(group).join(""));
  if (!Number.isSafeInteger(value)) return fail(`${text} is too large`);
  return ok(negative && value !== 0 ? -value : value);
}

/** Debit or credit from a marker as banks write it: CR/DB (BCA), C/D, Cr./Db. (BNI), K/D, Kredit/Debet. */
export function parseMarker(text: string): "debit" | "credit" | null {
  const t = text.trim().toLowerCase().replace(/\.$/, "");
  if (["cr", "c", "k", "kr", "kredit", "credit"].includes(t)) return "credit";
  if (["db", "d", "dr", "debet", "debit"].includes(t)) return "debit";
  return null;
}
