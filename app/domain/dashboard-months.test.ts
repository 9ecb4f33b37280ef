import { describe, expect, it } from "vitest";
import { byMonth, monthsBetween, shiftMonth, trendRange } from "./dashboard-months";

describe("dashboard trend months", () => {
  it("shifts months across years", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2025-12", 1)).toBe("2026-01");
    expect(shiftMonth("2026-03", -14)).toBe("2025-01");
  });
  it("lists the months between two months, inclusive", () => {
    expect(monthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsBetween("2026-02", "2026-02")).toEqual(["2026-02"]);
  });
  it("covers at least six months ending with the period's last", () => {
    expect(trendRange({ from: "2026-03-01", to: "2026-03-17" })).toEqual({ from: "2025-10-01", to: "2026-03-17", months: ["2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03"] });
  });
  it("covers the whole period when it is longer", () => {
    const r = trendRange({ from: "2025-01-15", to: "2025-12-31" });
    expect(r.from).toBe("2025-01-01");
    expect(r.months).toHaveLength(12);
  });
  it("fills the months without rows with zeros", () => {
    expect(byMonth(["2026-01", "2026-02"], [{ month: "2026-02", n: 3 }], (month) => ({ month, n: 0 }))).toEqual([
      { month: "2026-01", n: 0 },
      { month: "2026-02", n: 3 },
    ]);
  });
});
