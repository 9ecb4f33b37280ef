// e-Faktur / Coretax identifiers (domain-id.md section 1). Identifiers are strings: they carry leading zeros.
import { ppnRateRowFor, type PpnRateRow } from "./tax-rates";

export type KodeWapu = "01" | "02" | "03";

/**
 * kdJenisTransaksi (TrxCode) for a billing's kode_wapu on a tax date.
 * 01 (seller collects) becomes 04 (DPP nilai lain) once the rate in force uses DPP nilai lain: from
 * 2025-01-01 under PMK 131/2024. Deriving it from the PPN table keeps the code and the tax base in step
 * when a setting overrides the table. 02 (government treasurer) and 03 (BUMN/KKKS collector) keep their
 * codes, still with DPP 11/12 (DJP FAQ, domain-id.md section 2).
 */
export function kdJenisTransaksi(
  kodeWapu: KodeWapu,
  taxDate: string,
  opts: { table?: readonly PpnRateRow[] } = {},
): string {
  switch (kodeWapu) {
    case "01":
      return ppnRateRowFor(taxDate, opts.table).dppNilaiLain ? "04" : "01";
    case "02":
    case "03":
      return kodeWapu;
    default:
      throw new RangeError(`unknown kode_wapu "${String(kodeWapu)}"; expected 01, 02 or 03`);
  }
}

// People type NPWPs as "01.234.567.8-901.000"; only these separators are dropped, so letters still fail.
const NPWP_PUNCTUATION = /[\s.\-/]/g;

/**
 * 16-digit NPWP or null. PMK 112/PMK.03/2022: the 16-digit form of an old 15-digit NPWP is the
 * same digits with a leading 0; residents' 16-digit NPWP is their NIK.
 */
export function normaliseNpwp(s: string): string | null {
  const digits = s.replace(NPWP_PUNCTUATION, "");
  if (/^\d{16}$/.test(digits)) return digits;
  if (/^\d{15}$/.test(digits)) return `0${digits}`;
  return null;
}

/** NIK: exactly 16 digits. All zeros is the "no TIN" placeholder, not a person. */
export function isValidNik(s: string): boolean {
  return /^\d{16}$/.test(s) && !/^0+$/.test(s);
}

/**
 * "01.234.567.8-901.000" for display. Null when the NPWP has no 15-digit form
 * (a NIK-based NPWP, which does not start with 0) or is malformed.
 */
export function formatNpwp15(s: string): string | null {
  const npwp16 = normaliseNpwp(s);
  if (!npwp16 || !npwp16.startsWith("0")) return null;
  const d = npwp16.slice(1);
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}.${d.slice(8, 9)}-${d.slice(9, 12)}.${d.slice(12)}`;
}

export const NO_TIN = "0000000000000000";

/**
 * Coretax BuyerTin: the buyer's 16-digit NPWP, or sixteen zeros for a buyer without one (who is then
 * identified by NIK in BuyerDocumentNumber). A malformed NPWP throws rather than silently becoming
 * "no NPWP", which would file the faktur against the wrong party.
 */
export function buyerTin(npwp: string | null): string {
  if (npwp === null || npwp.trim() === "") return NO_TIN;
  const tin = normaliseNpwp(npwp);
  if (!tin) throw new RangeError(`buyer NPWP "${npwp}" is neither 15 nor 16 digits`);
  return tin;
}
