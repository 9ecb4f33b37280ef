import {
  addMonths,
  growthPercent,
  parsePeriod,
  PERIOD_PRESETS,
  periodDays,
  periodSearchParams,
  previousPeriod,
  type Period,
} from "./report-period";

const q = (s: string) => new URLSearchParams(s);

describe("parsePeriod", () => {
  const today = "2026-11-26";

  it.each<[string, Omit<Period, "preset">]>([
    ["period=this-month", { from: "2026-11-01", to: "2026-11-26" }],
    ["period=last-month", { from: "2026-10-01", to: "2026-10-31" }],
    ["period=quarter", { from: "2026-10-01", to: "2026-11-26" }],
    ["period=year", { from: "2026-01-01", to: "2026-11-26" }],
    [
      "period=custom&from=2026-02-03&to=2026-02-28",
      { from: "2026-02-03", to: "2026-02-28" },
    ],
  ])("%s", (search, range) => {
    const { period, error } = parsePeriod(q(search), today);
    expect(error).toBeUndefined();
    expect(period).toEqual({ preset: q(search).get("period"), ...range });
  });

  it("defaults to this month for a missing or unknown preset, without an error", () => {
    expect(parsePeriod(q(""), today)).toEqual({
      period: { preset: "this-month", from: "2026-11-01", to: today },
    });
    expect(parsePeriod(q("period=decade"), today).period.preset).toBe(
      "this-month"
    );
    expect(parsePeriod(q("period=decade"), today).error).toBeUndefined();
  });

  it("last month across the new year, and the quarter of each month", () => {
    expect(
      parsePeriod(q("period=last-month"), "2026-01-15").period
    ).toMatchObject({ from: "2025-12-01", to: "2025-12-31" });
    expect(
      parsePeriod(q("period=last-month"), "2024-03-31").period
    ).toMatchObject({ from: "2024-02-01", to: "2024-02-29" });
    expect(parsePeriod(q("period=quarter"), "2026-03-31").period.from).toBe(
      "2026-01-01"
    );
    expect(parsePeriod(q("period=quarter"), "2026-04-01").period.from).toBe(
      "2026-04-01"
    );
    expect(parsePeriod(q("period=quarter"), "2026-09-30").period.from).toBe(
      "2026-07-01"
    );
    expect(parsePeriod(q("period=quarter"), "2026-12-31").period.from).toBe(
      "2026-10-01"
    );
  });

  it.each([
    ["period=custom&to=2026-02-01", "from-invalid"],
    ["period=custom&from=2026-02-30&to=2026-03-01", "from-invalid"],
    ["period=custom&from=2026-02-01", "to-invalid"],
    ["period=custom&from=2026-02-01&to=01/03/2026", "to-invalid"],
    ["period=custom&from=2026-03-02&to=2026-03-01", "reversed"],
    ["period=custom&from=2010-01-01&to=2026-03-01", "too-long"],
  ])(
    "an invalid custom range (%s) falls back to this month with %s",
    (search, error) => {
      const result = parsePeriod(q(search), today);
      expect(result.error).toBe(error);
      expect(result.period).toEqual({
        preset: "this-month",
        from: "2026-11-01",
        to: today,
      });
    }
  );

  it("a one-day custom range is valid", () => {
    expect(
      parsePeriod(q("period=custom&from=2026-05-05&to=2026-05-05"), today)
        .period
    ).toEqual({
      preset: "custom",
      from: "2026-05-05",
      to: "2026-05-05",
    });
  });

  it("lists the presets the picker offers", () => {
    expect(PERIOD_PRESETS).toEqual([
      "this-month",
      "last-month",
      "quarter",
      "year",
      "custom",
    ]);
  });
});

describe("previousPeriod", () => {
  it.each<[Period, Omit<Period, "preset">]>([
    [
      { preset: "this-month", from: "2026-11-01", to: "2026-11-26" },
      { from: "2026-10-01", to: "2026-10-26" },
    ],
    [
      { preset: "this-month", from: "2026-03-01", to: "2026-03-31" },
      { from: "2026-02-01", to: "2026-02-28" },
    ],
    [
      { preset: "this-month", from: "2026-01-01", to: "2026-01-10" },
      { from: "2025-12-01", to: "2025-12-10" },
    ],
    [
      { preset: "last-month", from: "2026-03-01", to: "2026-03-31" },
      { from: "2026-02-01", to: "2026-02-28" },
    ],
    [
      { preset: "last-month", from: "2026-02-01", to: "2026-02-28" },
      { from: "2026-01-01", to: "2026-01-31" },
    ],
    [
      { preset: "quarter", from: "2026-10-01", to: "2026-11-26" },
      { from: "2026-07-01", to: "2026-08-26" },
    ],
    [
      { preset: "quarter", from: "2026-01-01", to: "2026-02-15" },
      { from: "2025-10-01", to: "2025-11-15" },
    ],
    [
      { preset: "year", from: "2024-01-01", to: "2024-02-29" },
      { from: "2023-01-01", to: "2023-02-28" },
    ],
    [
      { preset: "custom", from: "2026-03-01", to: "2026-03-10" },
      { from: "2026-02-19", to: "2026-02-28" },
    ],
    [
      { preset: "custom", from: "2026-05-05", to: "2026-05-05" },
      { from: "2026-05-04", to: "2026-05-04" },
    ],
  ])("%o → %o", (p, range) => {
    expect(previousPeriod(p)).toEqual({ preset: p.preset, ...range });
  });

  it("a custom range's previous period has as many days and ends the day before", () => {
    const p: Period = {
      preset: "custom",
      from: "2025-12-20",
      to: "2026-01-19",
    };
    const prev = previousPeriod(p);
    expect(periodDays(prev)).toBe(periodDays(p));
    expect(prev.to).toBe("2025-12-19");
  });
});

describe("helpers", () => {
  it("addMonths clamps to the end of shorter months", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-01-15", -13)).toBe("2024-12-15");
  });

  it("periodSearchParams round-trips through parsePeriod", () => {
    const today = "2026-11-26";
    for (const s of [
      "period=quarter",
      "period=custom&from=2026-01-02&to=2026-03-04",
    ]) {
      const { period } = parsePeriod(q(s), today);
      expect(
        parsePeriod(new URLSearchParams(periodSearchParams(period)), today)
          .period
      ).toEqual(period);
    }
  });

  it("growthPercent", () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(1, 3)).toBe(-66.7);
    expect(growthPercent(10, 0)).toBeNull();
  });
});
