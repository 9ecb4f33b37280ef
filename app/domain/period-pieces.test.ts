import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./dates";
import { periodPieces, type PeriodPieces } from "./period-pieces";

/** Each day's weight in the pieces (+1 per month or added range holding it, -1 per subtracted range). */
function weights(p: PeriodPieces): Map<string, number> {
  const w = new Map<string, number>();
  const add = (from: string, to: string, by: number) => {
    for (let d = from; d <= to; d = addDays(d, 1)) w.set(d, (w.get(d) ?? 0) + by);
  };
  for (const m of p.months) add(`${m}-01`, lastDay(m), 1);
  for (const r of p.addDays) add(r.from, r.to, 1);
  for (const r of p.subtractDays) add(r.from, r.to, -1);
  return new Map([...w].filter(([, n]) => n !== 0));
}
function lastDay(month: string) {
  let d = `${month}-28`;
  while (addDays(d, 1).slice(0, 7) === month) d = addDays(d, 1);
  return d;
}

describe("period pieces for the monthly rankings", () => {
  it("a whole month is its monthly row; a whole quarter three", () => {
    expect(periodPieces("2026-02-01", "2026-02-28")).toEqual({ months: ["2026-02"], addDays: [], subtractDays: [] });
    expect(periodPieces("2026-01-01", "2026-03-31")).toEqual({ months: ["2026-01", "2026-02", "2026-03"], addDays: [], subtractDays: [] });
  });

  it("month to date: the month's row less the days after today", () => {
    expect(periodPieces("2026-11-01", "2026-11-26")).toEqual({ months: ["2026-11"], addDays: [], subtractDays: [{ from: "2026-11-27", to: "2026-11-30" }] });
  });

  it("the first days of a month come from the daily rows", () => {
    expect(periodPieces("2026-11-01", "2026-11-03")).toEqual({ months: [], addDays: [{ from: "2026-11-01", to: "2026-11-03" }], subtractDays: [] });
  });

  it("a custom range across months: whole months in the middle, its edges by the cheaper side, touching day ranges merged", () => {
    expect(periodPieces("2026-01-25", "2026-03-05")).toEqual({
      months: ["2026-02"],
      addDays: [
        { from: "2026-01-25", to: "2026-01-31" },
        { from: "2026-03-01", to: "2026-03-05" },
      ],
      subtractDays: [],
    });
    expect(periodPieces("2026-01-20", "2026-02-10")).toEqual({ months: [], addDays: [{ from: "2026-01-20", to: "2026-02-10" }], subtractDays: [] });
    expect(periodPieces("2026-01-03", "2026-02-27")).toEqual({
      months: ["2026-01", "2026-02"],
      addDays: [],
      subtractDays: [
        { from: "2026-01-01", to: "2026-01-02" },
        { from: "2026-02-28", to: "2026-02-28" },
      ],
    });
  });

  it("the middle of a month, longer than half of it: the month less both ends", () => {
    expect(periodPieces("2024-02-03", "2024-02-27")).toEqual({
      months: ["2024-02"],
      addDays: [],
      subtractDays: [
        { from: "2024-02-01", to: "2024-02-02" },
        { from: "2024-02-28", to: "2024-02-29" },
      ],
    });
  });

  it("for any range, the signed pieces weigh each day of the period once and no other day", () => {
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 300; i++) {
      const from = addDays("2023-11-01", rnd(900));
      const to = addDays(from, rnd(i % 3 ? 70 : 500));
      const w = weights(periodPieces(from, to));
      expect(w.size, `${from}..${to}`).toBe(daysBetween(from, to) + 1);
      for (const [day, n] of w) expect([day >= from && day <= to, n], `${from}..${to} ${day}`).toEqual([true, 1]);
    }
  });
});
