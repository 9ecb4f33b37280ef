import { ageingBucket, summariseAgeing, type AgeingBucket } from "./ageing";

describe("ageingBucket", () => {
  it.each<[string, string, AgeingBucket]>([
    // [dueDate, today, bucket]
    ["2025-09-01", "2025-08-31", "current"], // not yet due
    ["2025-08-31", "2025-08-31", "current"], // due today: 0 days past due
    ["2025-08-30", "2025-08-31", "1-15"], // 1
    ["2025-08-16", "2025-08-31", "1-15"], // 15
    ["2025-08-15", "2025-08-31", "16-30"], // 16
    ["2025-08-01", "2025-08-31", "16-30"], // 30
    ["2025-07-31", "2025-08-31", "31-45"], // 31
    ["2025-07-17", "2025-08-31", "31-45"], // 14 in July + 31 in August = 45
    ["2025-07-16", "2025-08-31", "over-45"], // 46
    ["2024-08-31", "2025-08-31", "over-45"], // 365
    ["2025-12-26", "2026-01-10", "1-15"], // 15 across the new year
    ["2025-12-25", "2026-01-10", "16-30"], // 16
    ["2024-02-15", "2024-03-01", "1-15"], // 15 through a leap day
    ["2024-02-14", "2024-03-01", "16-30"], // 16
    ["2023-02-14", "2023-03-01", "1-15"], // 15 without one
  ])("due %s, today %s → %s", (dueDate, today, bucket) => {
    expect(ageingBucket(dueDate, today)).toBe(bucket);
  });

  it("rejects dates that are not yyyy-mm-dd", () => {
    expect(() => ageingBucket("31/08/2025", "2025-08-31")).toThrow(RangeError);
  });
});

describe("summariseAgeing", () => {
  const today = "2025-08-31";

  it("counts and sums each bucket", () => {
    const result = summariseAgeing(
      [
        { dueDate: "2025-09-15", amount: 1_000_000 },
        { dueDate: "2025-08-31", amount: 250_000 },
        { dueDate: "2025-08-30", amount: 147_356 },
        { dueDate: "2025-08-16", amount: 52_644 },
        { dueDate: "2025-08-01", amount: 3_453_454 },
        { dueDate: "2025-07-17", amount: 6_500 },
        { dueDate: "2025-07-16", amount: 1_110_000 },
        { dueDate: "2024-01-01", amount: 20_000 },
      ],
      today,
    );
    expect(result).toEqual({
      buckets: {
        current: { count: 2, amount: 1_250_000 },
        "1-15": { count: 2, amount: 200_000 },
        "16-30": { count: 1, amount: 3_453_454 },
        "31-45": { count: 1, amount: 6_500 },
        "over-45": { count: 2, amount: 1_130_000 },
      },
      total: { count: 8, amount: 6_039_954 },
    });
  });

  it("reports every bucket, empty ones as zero", () => {
    const zero = { count: 0, amount: 0 };
    expect(summariseAgeing([], today)).toEqual({
      buckets: { current: zero, "1-15": zero, "16-30": zero, "31-45": zero, "over-45": zero },
      total: zero,
    });
  });

  it("keeps bucket order for display", () => {
    expect(Object.keys(summariseAgeing([], today).buckets)).toEqual(["current", "1-15", "16-30", "31-45", "over-45"]);
  });

  it.each([
    [{ dueDate: "2025-08-01", amount: 1.5 }, /amount due 2025-08-01 must be a whole number/],
    [{ dueDate: "2025-02-30", amount: 1 }, /calendar date/],
  ])("rejects %j", (item, message) => {
    expect(() => summariseAgeing([item], today)).toThrow(message);
  });

  it("refuses a total beyond 2^53 instead of rounding it", () => {
    const big = { dueDate: "2025-08-01", amount: Number.MAX_SAFE_INTEGER };
    expect(() => summariseAgeing([big, { ...big, dueDate: "2025-01-01" }], today)).toThrow(RangeError);
  });
});
