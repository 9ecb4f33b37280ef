import {
  assertRupiah,
  formatNumberId,
  formatRupiah,
  parseRupiahInput,
  percentOfFloor,
  sumRupiah,
} from "./money";

const NBSP = "\u00a0";

describe("formatRupiah", () => {
  it.each([
    [1_234_567, `Rp${NBSP}1.234.567`],
    [0, `Rp${NBSP}0`],
    [-0, `Rp${NBSP}0`],
    [999, `Rp${NBSP}999`],
    [1_000, `Rp${NBSP}1.000`],
    [-5_000, `-Rp${NBSP}5.000`],
    [Number.MAX_SAFE_INTEGER, `Rp${NBSP}9.007.199.254.740.991`],
    [9_007_199_254_740_993n, `Rp${NBSP}9.007.199.254.740.993`],
    [-12n, `-Rp${NBSP}12`],
  ])("formats %s as %j", (n, expected) => {
    expect(formatRupiah(n)).toBe(expected);
  });

  it.each([1.5, 0.1, Number.NaN, Infinity, 2 ** 53])("refuses the non-rupiah number %s", (n) => {
    expect(() => formatRupiah(n)).toThrow(RangeError);
  });
});

describe("formatNumberId", () => {
  it.each([
    [1_234_567, "1.234.567"],
    [100, "100"],
    [-1_000, "-1.000"],
    [12_345_678_901_234_567_890n, "12.345.678.901.234.567.890"],
  ])("formats %s as %s", (n, expected) => {
    expect(formatNumberId(n)).toBe(expected);
  });
});

describe("assertRupiah", () => {
  it.each([0, 1, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])("accepts %s", (n) => {
    expect(() => assertRupiah(n)).not.toThrow();
  });
  it.each([0.5, -0.01, Number.NaN, Infinity, 2 ** 53, "100", null, 10n])("rejects %s", (n) => {
    expect(() => assertRupiah(n)).toThrow(RangeError);
  });
  it("names the field in the message", () => {
    expect(() => assertRupiah(1.5, "price")).toThrow(/price must be a whole number/);
  });
});

describe("parseRupiahInput", () => {
  it.each([
    ["1.234.567", 1_234_567],
    ["Rp 1.234.567", 1_234_567],
    [`Rp${NBSP}1.234.567`, 1_234_567],
    ["Rp1.234.567", 1_234_567],
    ["rp. 1.000", 1_000],
    ["1234567", 1_234_567],
    ["  42  ", 42],
    ["0", 0],
    ["-0", 0],
    ["1.000", 1_000],
    ["1.234.567,00", 1_234_567],
    ["-Rp 5.000", -5_000],
    [`-Rp${NBSP}5.000`, -5_000],
    ["Rp -5.000", -5_000],
    ["-356", -356],
    ["9.007.199.254.740.991", Number.MAX_SAFE_INTEGER],
  ])("parses %j as %s", (text, expected) => {
    expect(parseRupiahInput(text)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "Rp",
    "abc",
    "1,5",
    "1.234,56",
    "1.5",
    "12.34",
    "1.2345",
    "1234.567",
    ".123",
    "1.",
    "--5",
    "-Rp -5",
    "1 234 x",
    "USD 100",
    "9.007.199.254.740.993",
  ])("rejects %j", (text) => {
    expect(parseRupiahInput(text)).toBeNull();
  });

  it("round-trips every formatted amount", () => {
    for (const n of [0, 7, 1_000, -5_000, 147_356, 1_234_567_890]) {
      expect(parseRupiahInput(formatRupiah(n))).toBe(n);
    }
  });
});

describe("sumRupiah", () => {
  it.each([
    [[], 0],
    [[1_000], 1_000],
    [[147_000, 356, -999], 146_357],
    [[Number.MAX_SAFE_INTEGER, -1, 1], Number.MAX_SAFE_INTEGER],
  ])("sums %j to %s", (values, expected) => {
    expect(sumRupiah(values)).toBe(expected);
  });

  it("rejects a float addend", () => {
    expect(() => sumRupiah([1, 0.5])).toThrow(/addend/);
  });
  it("rejects a total beyond 2^53", () => {
    expect(() => sumRupiah([Number.MAX_SAFE_INTEGER, 1])).toThrow(/sum/);
  });
  it("accepts any iterable", () => {
    expect(sumRupiah(new Set([1, 2, 3]))).toBe(6);
  });
});

describe("percentOfFloor", () => {
  it.each([
    // 11% × 3,453,454 = 379,879.94 → 379,879 (domain-id.md section 2)
    [3_453_454, 11, 100, 379_879],
    // float arithmetic gets this wrong: 0.07 * 100 = 7.000000000000001, but 7 × 100 / 100 is 7
    [100, 7, 100, 7],
    // 1,000,000 × 11/12 = 916,666.67 → 916,666
    [1_000_000, 11, 12, 916_666],
    [1_000_000, 2, 100, 20_000],
    [49, 2, 100, 0],
    [50, 2, 100, 1],
    [0, 11, 100, 0],
    // true floor for negatives: -0.55 → -1
    [-5, 11, 100, -1],
    [-100, 11, 100, -11],
    // amount × numerator exceeds 2^53 but the result does not
    [Number.MAX_SAFE_INTEGER, 11, 100, 990_791_918_021_509],
    [Number.MAX_SAFE_INTEGER, 1_000, 1_000, Number.MAX_SAFE_INTEGER],
  ])("floor(%s × %s / %s) = %s", (amount, num, den, expected) => {
    expect(percentOfFloor(amount, num, den)).toBe(expected);
  });

  it.each([
    [1.5, 11, 100],
    [100, 0.5, 100],
    [100, 11, 0],
    [100, 11, -100],
  ])("rejects floor(%s × %s / %s)", (amount, num, den) => {
    expect(() => percentOfFloor(amount, num, den)).toThrow(RangeError);
  });

  it("rejects a result beyond 2^53", () => {
    expect(() => percentOfFloor(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(/result/);
  });
});
