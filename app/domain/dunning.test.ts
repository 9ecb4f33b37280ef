import { todayInJakarta } from "./dates";
import { DEFAULT_DUNNING_SCHEDULE, dueDunningActions, parseDunningSteps, type SentStep, stepLabel } from "./dunning";

const sent = (...offsets: number[]): SentStep[] => offsets.map((o) => ({ step: String(o), kind: "reminder", offsetDays: o }));
const DUE = "2026-12-15";

describe("which dunning step is due", () => {
  it("nothing before the first step's day; the first step on its day exactly", () => {
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-07", [])).toEqual([]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-08", [])).toEqual([{ step: "-7", kind: "reminder", offsetDays: -7 }]);
  });

  it("a sent step is not owed again until the next step's day", () => {
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-14", sent(-7))).toEqual([]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-15", sent(-7))).toEqual([{ step: "0", kind: "reminder", offsetDays: 0 }]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-21", sent(-7, 0))).toEqual([]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-22", sent(-7, 0))).toEqual([{ step: "7", kind: "reminder", offsetDays: 7 }]);
  });

  it("after downtime only the latest due step goes out, not every missed one", () => {
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2026-12-30", [])).toEqual([{ step: "14", kind: "reminder", offsetDays: 14 }]);
    // A step later than the latest due one was sent (the schedule was edited since): nothing is repeated.
    expect(dueDunningActions({ ...DEFAULT_DUNNING_SCHEDULE, steps: [0, 5, 10, 30] }, DUE, "2026-12-26", sent(14))).toEqual([]);
  });

  it("the last step brings the escalation once, when the schedule escalates", () => {
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2027-01-13", sent(-7, 0, 7, 14))).toEqual([]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2027-01-14", sent(-7, 0, 7, 14))).toEqual([
      { step: "30", kind: "reminder", offsetDays: 30 },
      { step: "escalation", kind: "escalation", offsetDays: 30 },
    ]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2027-01-15", sent(-7, 0, 7, 14, 30))).toEqual([{ step: "escalation", kind: "escalation", offsetDays: 30 }]);
    const escalated: SentStep[] = [...sent(-7, 0, 7, 14, 30), { step: "escalation", kind: "escalation", offsetDays: 30 }];
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, "2027-06-01", escalated)).toEqual([]);
    expect(dueDunningActions({ ...DEFAULT_DUNNING_SCHEDULE, escalation: false }, DUE, "2027-01-15", sent(-7, 0, 7, 14, 30))).toEqual([]);
  });

  it("a disabled or empty schedule owes nothing", () => {
    expect(dueDunningActions({ ...DEFAULT_DUNNING_SCHEDULE, enabled: false }, DUE, "2027-01-15", [])).toEqual([]);
    expect(dueDunningActions({ ...DEFAULT_DUNNING_SCHEDULE, steps: [] }, DUE, "2027-01-15", [])).toEqual([]);
  });

  it("days are Jakarta's: 17:00 UTC is already the next day in WIB (UTC+7)", () => {
    // Due 2026-12-15: the step on the due date is owed from 2026-12-14T17:00Z (00:00 WIB), not from midnight UTC.
    const before = todayInJakarta(new Date("2026-12-14T16:59:59Z"));
    const after = todayInJakarta(new Date("2026-12-14T17:00:00Z"));
    expect(before).toBe("2026-12-14");
    expect(after).toBe("2026-12-15");
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, before, sent(-7))).toEqual([]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, DUE, after, sent(-7))).toEqual([{ step: "0", kind: "reminder", offsetDays: 0 }]);
  });

  it("across a month and a year end", () => {
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, "2026-12-31", "2027-01-07", sent(-7, 0))).toEqual([{ step: "7", kind: "reminder", offsetDays: 7 }]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, "2027-03-01", "2027-02-22", [])).toEqual([{ step: "-7", kind: "reminder", offsetDays: -7 }]);
    expect(dueDunningActions(DEFAULT_DUNNING_SCHEDULE, "2027-03-01", "2027-02-21", [])).toEqual([]);
  });

  it("labels steps the same in both languages", () => {
    expect([-7, 0, 30].map(stepLabel)).toEqual(["D-7", "D+0", "D+30"]);
  });
});

describe("the schedule's settings", () => {
  it("accepts integers, strictly increasing, up to 10", () => {
    expect(parseDunningSteps("-7, 0, 7, 14, 30")).toEqual({ ok: true, steps: [-7, 0, 7, 14, 30] });
    expect(parseDunningSteps(" -7 0;+7 ")).toEqual({ ok: true, steps: [-7, 0, 7] });
    expect(parseDunningSteps(Array.from({ length: 10 }, (_, i) => i).join(","))).toMatchObject({ ok: true });
  });

  it("refuses what is not", () => {
    expect(parseDunningSteps("")).toEqual({ ok: false, problem: "required" });
    expect(parseDunningSteps("1, 2.5")).toEqual({ ok: false, problem: "notInteger" });
    expect(parseDunningSteps("1, x")).toEqual({ ok: false, problem: "notInteger" });
    expect(parseDunningSteps("0, 366")).toEqual({ ok: false, problem: "outOfRange" });
    expect(parseDunningSteps("0, 7, 7")).toEqual({ ok: false, problem: "notIncreasing" });
    expect(parseDunningSteps("7, 0")).toEqual({ ok: false, problem: "notIncreasing" });
    expect(parseDunningSteps(Array.from({ length: 11 }, (_, i) => i).join(","))).toEqual({ ok: false, problem: "tooMany" });
  });
});
