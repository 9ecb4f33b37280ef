import { scheduleReference, slotAfter, slotDate, slotIndexOnOrAfter, slotOnOrAfter } from "./recurring-schedule";

describe("slots", () => {
  test.each([
    ["2026-01-31", "monthly", 1, "2026-02-28"],
    ["2026-01-31", "monthly", 2, "2026-03-31"],
    ["2024-01-31", "monthly", 1, "2024-02-29"],
    ["2026-11-30", "quarterly", 1, "2027-02-28"],
    ["2026-11-15", "yearly", 2, "2028-11-15"],
    ["2026-12-29", "weekly", 1, "2027-01-05"],
    ["2026-12-05", "monthly", 11, "2027-11-05"],
  ] as const)("%s %s slot %i is %s", (first, frequency, k, date) => {
    expect(slotDate(first, frequency, k)).toBe(date);
  });

  test("the slot on or after a date, and after it", () => {
    expect(slotIndexOnOrAfter("2026-01-31", "monthly", "2026-01-01")).toBe(0);
    expect(slotIndexOnOrAfter("2026-01-31", "monthly", "2026-02-28")).toBe(1);
    expect(slotIndexOnOrAfter("2026-01-31", "monthly", "2026-03-01")).toBe(2);
    expect(slotOnOrAfter("2026-01-05", "weekly", "2026-01-13")).toBe("2026-01-19");
    expect(slotAfter("2026-01-31", "monthly", "2026-02-28")).toBe("2026-03-31");
    expect(slotAfter("2026-01-05", "quarterly", "2026-01-05")).toBe("2026-04-05");
  });
});

describe("config.reference", () => {
  test("monthly, 12 occurrences, due 1 day after (the spec's sample)", () => {
    expect(scheduleReference({ firstBillingDate: "2026-12-05", frequency: "monthly", occurrence: 12, dueDateDayAfter: 1 })).toEqual({
      dueDateDayAfter: 1,
      firstBillingDate: "2026-12-05",
      firstBillingDueDate: "2026-12-06",
      lastBillingDate: "2027-11-05",
      lastBillingDueDate: "2027-11-06",
    });
  });

  test("a pause that skipped two periods moves the last billing two periods later", () => {
    const ref = scheduleReference({ firstBillingDate: "2026-01-10", frequency: "monthly", occurrence: 6, dueDateDayAfter: 7 }, { next: "2026-06-10", billed: 2 });
    expect(ref.lastBillingDate).toBe("2026-09-10");
    expect(ref.lastBillingDueDate).toBe("2026-09-17");
  });

  test("refuses nonsense", () => {
    expect(() => scheduleReference({ firstBillingDate: "2026-01-10", frequency: "monthly", occurrence: 0, dueDateDayAfter: 1 })).toThrow(RangeError);
    expect(() => slotDate("2026-02-30", "monthly", 1)).toThrow(RangeError);
  });
});
