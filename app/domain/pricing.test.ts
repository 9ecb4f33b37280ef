import { computeBilling, PricingError, type BillingInput } from "./pricing";

type Row = {
  name: string;
  lines: BillingInput["lines"];
  taxDate: string;
  includePph: boolean;
  fee: number;
  code: number;
  // expectations worked out by hand from spec section 9 and domain-id.md sections 2-3
  lineTaxes: number[];
  totalPrice: number;
  tax: number;
  pph: number;
  finalPrice: number;
  finalPriceWithPph: number;
};

const rows: Row[] = [
  // --- before 2022-04-01: the spec's sample rule "tax = 10% of total_price"
  { name: "10%, plain", lines: [{ quantity: 1, price: 100_000 }], taxDate: "2021-06-01", includePph: false, fee: 0, code: 0,
    lineTaxes: [10_000], totalPrice: 100_000, tax: 10_000, pph: 0, finalPrice: 110_000, finalPriceWithPph: 110_000 },
  { name: "10%, fee 1000, addition code", lines: [{ quantity: 2, price: 150_000 }], taxDate: "2020-01-15", includePph: true, fee: 1_000, code: 356,
    lineTaxes: [30_000], totalPrice: 300_000, tax: 30_000, pph: 6_000, finalPrice: 331_356, finalPriceWithPph: 325_356 },
  // 9,999.9 → 9,999 and 1,999.98 → 1,999; last day of 10%
  { name: "10%, both roundings down, discount -999", lines: [{ quantity: 3, price: 33_333 }], taxDate: "2022-03-31", includePph: true, fee: 6_500, code: -999,
    lineTaxes: [9_999], totalPrice: 99_999, tax: 9_999, pph: 1_999, finalPrice: 115_499, finalPriceWithPph: 113_500 },
  { name: "10%, two lines", lines: [{ quantity: 1, price: 12_345 }, { quantity: 4, price: 2_500 }], taxDate: "2021-12-31", includePph: true, fee: 0, code: 1,
    lineTaxes: [1_234, 1_000], totalPrice: 22_345, tax: 2_234, pph: 446, finalPrice: 24_580, finalPriceWithPph: 24_134 },
  // unique-code example from domain-id.md section 4 (147,000 → 147,356), taxed at 10%
  { name: "10%, 147,000 with code 356", lines: [{ quantity: 1, price: 147_000 }], taxDate: "2021-03-01", includePph: false, fee: 0, code: 356,
    lineTaxes: [14_700], totalPrice: 147_000, tax: 14_700, pph: 0, finalPrice: 162_056, finalPriceWithPph: 162_056 },
  // --- 2022-04-01 .. 2024-12-31: 11%
  // 11% × 3,453,454 = 379,879.94 → 379,879; 2% = 69,069.08 → 69,069
  { name: "11%, domain example", lines: [{ quantity: 1, price: 3_453_454 }], taxDate: "2023-06-15", includePph: true, fee: 6_500, code: 999,
    lineTaxes: [379_879], totalPrice: 3_453_454, tax: 379_879, pph: 69_069, finalPrice: 3_840_832, finalPriceWithPph: 3_771_763 },
  { name: "11%, first day", lines: [{ quantity: 10, price: 99 }], taxDate: "2022-04-01", includePph: true, fee: 1_000, code: -1,
    lineTaxes: [108], totalPrice: 990, tax: 108, pph: 19, finalPrice: 2_097, finalPriceWithPph: 2_078 },
  // per-line floor: 3 × floor(0.55) = 0, where taxing the header would give floor(1.65) = 1
  { name: "11%, tax per line then summed", lines: [{ quantity: 1, price: 5 }, { quantity: 1, price: 5 }, { quantity: 1, price: 5 }], taxDate: "2024-12-31", includePph: false, fee: 0, code: 0,
    lineTaxes: [0, 0, 0], totalPrice: 15, tax: 0, pph: 0, finalPrice: 15, finalPriceWithPph: 15 },
  { name: "11%, two lines, discount -500", lines: [{ quantity: 12, price: 250_000 }, { quantity: 1, price: 1_000_000 }], taxDate: "2024-01-10", includePph: true, fee: 0, code: -500,
    lineTaxes: [330_000, 110_000], totalPrice: 4_000_000, tax: 440_000, pph: 80_000, finalPrice: 4_439_500, finalPriceWithPph: 4_359_500 },
  { name: "11%, free line and a tiny one", lines: [{ quantity: 5, price: 0 }, { quantity: 1, price: 7 }], taxDate: "2023-01-01", includePph: true, fee: 6_500, code: 0,
    lineTaxes: [0, 0], totalPrice: 7, tax: 0, pph: 0, finalPrice: 6_507, finalPriceWithPph: 6_507 },
  // --- from 2025-01-01: 12% × 11/12 DPP nilai lain
  // domain-id.md section 3: P = 1,000,000 → PPN 110,000, PPh 20,000, an ordinary company pays 1,090,000
  { name: "2025, domain example", lines: [{ quantity: 1, price: 1_000_000 }], taxDate: "2025-01-01", includePph: true, fee: 0, code: 0,
    lineTaxes: [110_000], totalPrice: 1_000_000, tax: 110_000, pph: 20_000, finalPrice: 1_110_000, finalPriceWithPph: 1_090_000 },
  // 109,999.89 → 109,999; 19,999.98 → 19,999
  { name: "2025, roundings down", lines: [{ quantity: 3, price: 333_333 }], taxDate: "2025-06-30", includePph: true, fee: 6_500, code: 123,
    lineTaxes: [109_999], totalPrice: 999_999, tax: 109_999, pph: 19_999, finalPrice: 1_116_621, finalPriceWithPph: 1_096_622 },
  { name: "2025, two lines, fee 1000, discount -999", lines: [{ quantity: 1, price: 100 }, { quantity: 1, price: 100 }], taxDate: "2025-02-01", includePph: false, fee: 1_000, code: -999,
    lineTaxes: [11, 11], totalPrice: 200, tax: 22, pph: 0, finalPrice: 223, finalPriceWithPph: 223 },
  { name: "2026, spec period example", lines: [{ quantity: 7, price: 142_857 }], taxDate: "2026-11-21", includePph: true, fee: 1_000, code: 0,
    lineTaxes: [109_999], totalPrice: 999_999, tax: 109_999, pph: 19_999, finalPrice: 1_110_998, finalPriceWithPph: 1_090_999 },
];

describe("computeBilling", () => {
  it.each(rows)("$name", (row) => {
    const r = computeBilling({
      lines: row.lines,
      taxDate: row.taxDate,
      includePph: row.includePph,
      administrationFee: row.fee,
      uniqueCode: row.code,
    });
    expect(r.lineTotals).toEqual(row.lines.map((l) => l.quantity * l.price));
    expect(r).toMatchObject({
      lineTaxes: row.lineTaxes,
      totalPrice: row.totalPrice,
      tax: row.tax,
      pph: row.pph,
      administrationFee: row.fee,
      uniqueCode: row.code,
      finalPrice: row.finalPrice,
      finalPriceWithPph: row.finalPriceWithPph,
    });
  });

  it.each([
    ["2021-01-01", "10%", 1_000_000],
    ["2024-12-31", "11%", 1_000_000],
    ["2025-01-01", "12% × 11/12 DPP nilai lain", 916_666],
  ])("on %s labels the rate %s with DPP %s", (taxDate, label, dpp) => {
    const r = computeBilling({ lines: [{ quantity: 1, price: 1_000_000 }], taxDate, includePph: false, administrationFee: 0, uniqueCode: 0 });
    expect(r.taxRateLabel).toBe(label);
    expect(r.dpp).toBe(dpp);
  });

  it("sums the per-line DPP nilai lain, each rounded down", () => {
    // 100 × 11/12 = 91.67 → 91, twice
    const r = computeBilling({ lines: [{ quantity: 1, price: 100 }, { quantity: 1, price: 100 }], taxDate: "2025-02-01", includePph: false, administrationFee: 0, uniqueCode: 0 });
    expect(r.dpp).toBe(182);
  });

  it("leaves out PPN when includeTax is false, but still withholds PPh", () => {
    const r = computeBilling({ lines: [{ quantity: 1, price: 1_000_000 }], taxDate: "2025-01-01", includePph: true, administrationFee: 6_500, uniqueCode: 0, includeTax: false });
    expect(r).toMatchObject({ lineTaxes: [0], tax: 0, dpp: 0, taxRateLabel: "", pph: 20_000, finalPrice: 1_006_500, finalPriceWithPph: 986_500 });
  });

  it("takes a doubled PPh rate from a setting (no NPWP)", () => {
    const r = computeBilling({ lines: [{ quantity: 1, price: 1_000_000 }], taxDate: "2023-01-01", includePph: true, administrationFee: 0, uniqueCode: 0, pphPercent: 4 });
    expect(r.pph).toBe(40_000);
    expect(r.finalPriceWithPph).toBe(1_070_000);
  });

  it("adds every unique code from -999 to 999 to the amount as is", () => {
    for (let code = -999; code <= 999; code++) {
      const r = computeBilling({ lines: [{ quantity: 1, price: 1_000_000 }], taxDate: "2023-01-01", includePph: true, administrationFee: 1_000, uniqueCode: code });
      // the code stays out of DPP, PPN and PPh (domain-id.md, checklist 14)
      expect([r.tax, r.pph, r.finalPrice, r.finalPriceWithPph]).toEqual([110_000, 20_000, 1_111_000 + code, 1_091_000 + code]);
    }
  });

  const base: BillingInput = { lines: [{ quantity: 1, price: 1_000 }], taxDate: "2025-01-01", includePph: false, administrationFee: 0, uniqueCode: 0 };
  it.each<[string, Partial<BillingInput>, RegExp]>([
    ["no lines", { lines: [] }, /at least one detail line/],
    ["quantity 0", { lines: [{ quantity: 0, price: 1 }] }, /Line 1: quantity must be a whole number above 0/],
    ["negative quantity", { lines: [{ quantity: -1, price: 1 }] }, /Line 1: quantity/],
    ["fractional quantity", { lines: [{ quantity: 1.5, price: 1 }] }, /Line 1: quantity/],
    ["NaN quantity", { lines: [{ quantity: Number.NaN, price: 1 }] }, /Line 1: quantity/],
    ["negative price", { lines: [{ quantity: 1, price: 1 }, { quantity: 1, price: -1 }] }, /Line 2: price must be whole rupiah/],
    ["fractional price", { lines: [{ quantity: 1, price: 0.5 }] }, /Line 1: price/],
    ["overflowing line", { lines: [{ quantity: 2 ** 40, price: 2 ** 20 }] }, /Line 1: quantity × price is too large/],
    ["overflowing total", { lines: [{ quantity: 1, price: 2 ** 52 }, { quantity: 1, price: 2 ** 52 }] }, /total is too large/],
    ["unique code 1000", { uniqueCode: 1000 }, /between -999 and 999/],
    ["unique code -1000", { uniqueCode: -1000 }, /between -999 and 999/],
    ["fractional unique code", { uniqueCode: 1.5 }, /Unique code/],
    ["negative fee", { administrationFee: -1 }, /Administration fee/],
    ["fractional fee", { administrationFee: 0.5 }, /Administration fee/],
    ["bad tax date", { taxDate: "2025-13-01" }, /Tax date must be written yyyy-mm-dd/],
    ["tax date before any PPN", { taxDate: "1980-01-01" }, /Cannot compute PPN: no PPN rate/],
    ["PPh rate over 100", { pphPercent: 101 }, /PPh rate/],
    ["discount larger than the bill", { lines: [{ quantity: 1, price: 500 }], uniqueCode: -999 }, /discount \(-999\) exceeds the amount due/],
  ])("rejects %s", (_name, patch, message) => {
    const run = () => computeBilling({ ...base, ...patch });
    expect(run).toThrow(PricingError);
    expect(run).toThrow(message);
  });
});
