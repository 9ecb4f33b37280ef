import { PPN_RATE_TABLE, ppnFor, ppnRateRowFor, type PpnRateRow } from "./tax-rates";

const NILAI_LAIN = "12% × 11/12 DPP nilai lain";

describe("ppnFor with the default table", () => {
  it.each([
    // [dpp, taxDate, rateLabel, dppNilaiLain, ppn]
    // domain-id.md section 2: 11% × 3,453,454 = 379,879.94 → 379,879
    [3_453_454, "2023-06-15", "11%", 3_453_454, 379_879],
    // domain-id.md section 3: 2025 service P = 1,000,000 → DPP nilai lain 916,666.67, PPN 110,000
    [1_000_000, "2025-01-01", NILAI_LAIN, 916_666, 110_000],
    // 3,453,454 × 11/12 = 3,165,666.17; PPN still 11% of the price
    [3_453_454, "2025-06-30", NILAI_LAIN, 3_165_666, 379_879],
    // rounding the DPP first would give floor(91 × 12%) = 10; the exact fraction gives floor(11.00) = 11
    [100, "2025-03-01", NILAI_LAIN, 91, 11],
    [12, "2025-03-01", NILAI_LAIN, 11, 1],
    [9, "2025-03-01", NILAI_LAIN, 8, 0],
    // boundary 10% → 11%
    [1_000_000, "2022-03-31", "10%", 1_000_000, 100_000],
    [1_000_000, "2022-04-01", "11%", 1_000_000, 110_000],
    // boundary 11% → 12% × 11/12: same PPN, different DPP and label
    [1_000_000, "2024-12-31", "11%", 1_000_000, 110_000],
    [1_000_000, "2025-01-01", NILAI_LAIN, 916_666, 110_000],
    // rounding down at each rate
    [9, "2021-01-01", "10%", 9, 0],
    [19, "2021-01-01", "10%", 19, 1],
    [9, "2023-01-01", "11%", 9, 0],
    [99, "2023-01-01", "11%", 99, 10], // 10.89 → 10
    [0, "2025-01-01", NILAI_LAIN, 0, 0],
    [1_985_000, "1985-04-01", "10%", 1_985_000, 198_500],
    // large amounts stay exact: 9,007,199,254,740,991 × 11% = 990,791,918,021,509.01
    [Number.MAX_SAFE_INTEGER, "2025-01-01", NILAI_LAIN, 8_256_599_316_845_908, 990_791_918_021_509],
  ])("PPN on %s dated %s", (dpp, taxDate, rateLabel, dppNilaiLain, ppn) => {
    expect(ppnFor(dpp, taxDate)).toEqual({
      rateLabel,
      ratePercent: Number.parseInt(rateLabel, 10),
      dppNilaiLain,
      ppn,
    });
  });

  it.each([
    // PMK 131/2024: luxury goods pay 12% on the full price
    [1_000_000, "2025-01-01", "12%", 120_000],
    [3_453_454, "2025-01-01", "12%", 414_414], // 414,414.48
    // before 2025 the luxury flag changes nothing
    [1_000_000, "2024-12-31", "11%", 110_000],
  ])("luxury PPN on %s dated %s", (dpp, taxDate, rateLabel, ppn) => {
    const r = ppnFor(dpp, taxDate, { luxury: true });
    expect(r.rateLabel).toBe(rateLabel);
    expect(r.dppNilaiLain).toBe(dpp);
    expect(r.ppn).toBe(ppn);
  });

  it.each([
    [-1, "2025-01-01", /must not be negative/],
    [1.5, "2025-01-01", /whole number/],
    [100, "2025-02-30", /tax date must be a calendar date/],
    [100, "01/01/2025", /tax date must be a calendar date/],
    [100, "1985-03-31", /no PPN rate is in force/],
  ])("rejects dpp %s on %s", (dpp, taxDate, message) => {
    expect(() => ppnFor(dpp, taxDate)).toThrow(message);
  });
});

describe("ppnRateRowFor", () => {
  it.each([
    ["1985-04-01", 10],
    ["2022-03-31", 10],
    ["2022-04-01", 11],
    ["2024-12-31", 11],
    ["2025-01-01", 12],
    ["2099-12-31", 12],
  ])("%s → %s%", (taxDate, ratePercent) => {
    expect(ppnRateRowFor(taxDate).ratePercent).toBe(ratePercent);
  });

  it("the default table is data a setting can read", () => {
    expect(PPN_RATE_TABLE.map((r) => r.effectiveFrom)).toEqual(["1985-04-01", "2022-04-01", "2025-01-01"]);
    expect(ppnRateRowFor("2025-01-01").legalBasis).toBe("PMK 131/2024");
  });
});

describe("an overriding table", () => {
  // e.g. a setting that ends DPP nilai lain in 2026 and charges 12% on the full price; deliberately unsorted
  const table: PpnRateRow[] = [
    { effectiveFrom: "2026-01-01", ratePercent: 12, legalBasis: "hypothetical" },
    { effectiveFrom: "2020-01-01", ratePercent: 11, legalBasis: "hypothetical" },
  ];
  it.each([
    ["2025-12-31", "11%", 110_000],
    ["2026-01-01", "12%", 120_000],
  ])("on %s charges %s", (taxDate, rateLabel, ppn) => {
    const r = ppnFor(1_000_000, taxDate, { table });
    expect(r.rateLabel).toBe(rateLabel);
    expect(r.ppn).toBe(ppn);
  });
  it("has no rate before its first row", () => {
    expect(() => ppnFor(1_000_000, "2019-12-31", { table })).toThrow(/no PPN rate/);
  });
});
