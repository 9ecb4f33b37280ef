import { formatDocumentNumber, isValidPeriodKey, parseDocumentNumber, periodKey, type Periode } from "./numbering";

describe("periodKey", () => {
  it.each<[Periode, string, string]>([
    ["monthly", "2026-11-21", "261100"],
    ["daily", "2026-11-21", "261121"],
    ["yearly", "2026-11-21", "260000"],
    ["daily", "2025-01-01", "250101"],
    ["monthly", "2025-01-31", "250100"],
    ["yearly", "2025-12-31", "250000"],
    ["daily", "2009-09-09", "090909"],
    ["daily", "2024-02-29", "240229"],
    ["monthly", "2100-03-05", "000300"],
  ])("%s %s → %s", (periode, date, expected) => {
    expect(periodKey(periode, date)).toBe(expected);
  });

  it("rejects a date that does not exist", () => {
    expect(() => periodKey("daily", "2026-02-29")).toThrow(RangeError);
    expect(() => periodKey("monthly", "21/11/2026")).toThrow(RangeError);
  });
  it("rejects an unknown period from stored config", () => {
    expect(() => periodKey("weekly" as Periode, "2026-11-21")).toThrow(/unknown numbering period "weekly"/);
  });
});

describe("isValidPeriodKey", () => {
  it.each(["261100", "261121", "260000", "240229", "251231"])("accepts %s", (k) => {
    expect(isValidPeriodKey(k)).toBe(true);
  });
  it.each(["260021", "261300", "261131", "250229", "26110", "2611000", "26-11-00", "abcdef"])("rejects %s", (k) => {
    expect(isValidPeriodKey(k)).toBe(false);
  });
});

describe("formatDocumentNumber / parseDocumentNumber", () => {
  it.each<["PO" | "BL" | "INV", string, string, number, string]>([
    ["INV", "ST", "261100", 7, "INV-ST-261100-0007"],
    ["PO", "DR", "261121", 1, "PO-DR-261121-0001"],
    ["BL", "AC", "260000", 42, "BL-AC-260000-0042"],
    ["INV", "SA", "250100", 9_999, "INV-SA-250100-9999"],
    ["INV", "MP", "250100", 10_000, "INV-MP-250100-10000"],
    ["PO", "ST", "250100", 1_234_567, "PO-ST-250100-1234567"],
  ])("%s %s %s #%s ↔ %s", (kind, productCode, key, sequence, text) => {
    expect(formatDocumentNumber(kind, productCode, key, sequence)).toBe(text);
    expect(parseDocumentNumber(text)).toEqual({ kind, productCode, periodKey: key, sequence });
  });

  it.each<[string, string, number, RegExp]>([
    ["st", "261100", 1, /two uppercase letters/],
    ["STX", "261100", 1, /two uppercase letters/],
    ["S1", "261100", 1, /two uppercase letters/],
    ["", "261100", 1, /two uppercase letters/],
    ["ST", "2611", 1, /period must be/],
    ["ST", "261300", 1, /period must be/],
    ["ST", "261100", 0, /sequence must be a whole number from 1/],
    ["ST", "261100", -3, /sequence/],
    ["ST", "261100", 1.5, /sequence/],
  ])("refuses product %j, period %j, sequence %s", (productCode, key, sequence, message) => {
    expect(() => formatDocumentNumber("INV", productCode, key, sequence)).toThrow(message);
  });

  it("refuses an unknown kind", () => {
    expect(() => formatDocumentNumber("SO" as "PO", "ST", "261100", 1)).toThrow(/unknown document kind/);
  });

  it.each([
    "",
    "INV-ST-261100",
    "INV-ST-261100-007", // fewer than 4 digits
    "INV-ST-261100-00012", // not the canonical way to write 12
    "INV-ST-261100-0000", // sequences start at 1
    "inv-ST-261100-0007",
    "INV-st-261100-0007",
    "INV-STX-261100-0007",
    "SO-ST-261100-0007",
    "INV-ST-261300-0007", // month 13
    "INV-ST-260021-0007", // a day without a month
    "INV-ST-261100-0007 ",
    " INV-ST-261100-0007",
    "INV_ST_261100_0007",
    "INV-ST-261100-99999999999999999", // beyond 2^53
  ])("parses %j as null", (s) => {
    expect(parseDocumentNumber(s)).toBeNull();
  });
});
