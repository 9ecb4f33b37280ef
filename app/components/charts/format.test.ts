import { describe, expect, it } from "vitest";
import { formatFull, formatTick, integerTicks, shortNumberId } from "./format";

describe("chart number formats", () => {
  it("shortens rupiah the Indonesian way", () => {
    expect(shortNumberId(1_200_000_000)).toBe("1,2\u00a0M");
    expect(shortNumberId(350_000_000)).toBe("350\u00a0jt");
    expect(shortNumberId(12_500)).toBe("12,5\u00a0rb");
    expect(shortNumberId(2_000_000_000_000)).toBe("2\u00a0T");
    expect(shortNumberId(900)).toBe("900");
    expect(shortNumberId(-3_000_000)).toBe("-3\u00a0jt");
    expect(shortNumberId(0)).toBe("0");
  });
  it("steps up a unit instead of printing 1.000 of the smaller one", () => {
    expect(shortNumberId(999_990)).toBe("1\u00a0jt");
    expect(shortNumberId(999_000)).toBe("999\u00a0rb");
  });
  it("prints ticks short and tooltips in full", () => {
    expect(formatTick(1_500_000, "rupiah")).toBe("1,5\u00a0jt");
    expect(formatTick(1500, "count")).toBe("1.500");
    expect(formatFull(1_234_567, "rupiah")).toBe("Rp\u00a01.234.567");
    expect(formatFull(1234, "count")).toBe("1.234");
  });
  it("gives whole-number ticks for counts", () => {
    expect(integerTicks(0)).toEqual([0]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(12)).toEqual([0, 3, 6, 9, 12]);
  });
});
