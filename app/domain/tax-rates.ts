// PPN (VAT) by tax date. The rate is chosen by tanggal faktur (the invoice's tax date), never by the
// current, payment or approval date: every DJP rule below is stated by faktur date (domain-id.md section 2).
import { assertIsoDate } from "./dates";
import { assertRupiah, percentOfFloor } from "./money";

export interface PpnRateRow {
  /** First tax date (inclusive, yyyy-mm-dd) the row applies to; it applies until the next row starts. */
  effectiveFrom: string;
  /** Tarif in whole percent. */
  ratePercent: number;
  /** DPP nilai lain for non-luxury supplies: the tax base is price × numerator / denominator. Absent: DPP is the price. */
  dppNilaiLain?: { numerator: number; denominator: number };
  legalBasis: string;
}

/** Default table; a product or portal setting may pass its own (ppnFor's `table` option). */
export const PPN_RATE_TABLE: readonly PpnRateRow[] = [
  { effectiveFrom: "1985-04-01", ratePercent: 10, legalBasis: "UU 8/1983 (PPN 1984)" },
  { effectiveFrom: "2022-04-01", ratePercent: 11, legalBasis: "UU 7/2021 (HPP) art. 7" },
  {
    effectiveFrom: "2025-01-01",
    ratePercent: 12,
    dppNilaiLain: { numerator: 11, denominator: 12 },
    legalBasis: "PMK 131/2024",
  },
];

export function ppnRateRowFor(taxDate: string, table: readonly PpnRateRow[] = PPN_RATE_TABLE): PpnRateRow {
  assertIsoDate(taxDate, "tax date");
  let found: PpnRateRow | undefined;
  // ISO dates compare correctly as strings; the table need not be sorted.
  for (const row of table) {
    if (row.effectiveFrom <= taxDate && (!found || row.effectiveFrom > found.effectiveFrom)) found = row;
  }
  if (!found) throw new RangeError(`no PPN rate is in force on tax date ${taxDate}`);
  return found;
}

export interface PpnResult {
  /** "10%", "11%", "12%" (luxury) or "12% × 11/12 DPP nilai lain". */
  rateLabel: string;
  ratePercent: number;
  /** The tax base shown on the faktur, whole rupiah (rounded down; see below). Equals dpp when there is no nilai lain. */
  dppNilaiLain: number;
  /** Whole rupiah, rounded down. */
  ppn: number;
}

/**
 * PPN on a pre-tax price `dpp` (whole rupiah, ≥ 0).
 *
 * Rounding steps, named because a Rp1 gap gets a faktur rejected (domain-id.md section 2):
 * - PPN_FLOOR_ONCE: the PPN is computed from the exact fraction price × rate × 11/12 and rounded down once
 *   (SE-22/PJ.24/1990, PER-29/PJ/2015: PPN is whole rupiah, rounded down). The DPP nilai lain is NOT rounded
 *   before the rate is applied: 12% × 11/12 × P is exactly 11% × P, whereas rounding the DPP first loses Rp1
 *   (P = 1,000,000: floor(916,666) × 12% = 109,999.92 → 109,999 instead of the 110,000 of DJP's example).
 * - DPP_NILAI_LAIN_FLOOR: the reported DPP nilai lain is rounded down to whole rupiah, for display and
 *   the faktur only; no tax is derived from the rounded figure. Rounding down matches the PPN rule, so
 *   12% × reported DPP never exceeds the PPN charged. Check it against the intermediary before go-live.
 */
export function ppnFor(
  dpp: number,
  taxDate: string,
  opts: { luxury?: boolean; table?: readonly PpnRateRow[] } = {},
): PpnResult {
  assertRupiah(dpp, "DPP");
  if (dpp < 0) throw new RangeError(`DPP must not be negative, got ${dpp}`);
  const row = ppnRateRowFor(taxDate, opts.table);
  // PMK 131/2024: luxury (PPnBM) goods pay the full rate on the full price; everything else uses DPP nilai lain.
  const fraction = opts.luxury ? undefined : row.dppNilaiLain;
  if (!fraction) {
    return {
      rateLabel: `${row.ratePercent}%`,
      ratePercent: row.ratePercent,
      dppNilaiLain: dpp,
      ppn: percentOfFloor(dpp, row.ratePercent, 100),
    };
  }
  const { numerator, denominator } = fraction;
  return {
    rateLabel: `${row.ratePercent}% × ${numerator}/${denominator} DPP nilai lain`,
    ratePercent: row.ratePercent,
    dppNilaiLain: percentOfFloor(dpp, numerator, denominator),
    ppn: percentOfFloor(dpp, row.ratePercent * numerator, 100 * denominator),
  };
}
