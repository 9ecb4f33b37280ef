/**
 * Dunning rules (issue 21), pure and shared by the server and the product form: the default schedule, the
 * settings' limits, and which step of an invoice's schedule is due on a Jakarta calendar day.
 */
import { addDays } from "./dates";

/** A week before the due date, on the day, then 7, 14 and 30 days after. New products follow it. */
export const DEFAULT_DUNNING_STEPS: readonly number[] = [-7, 0, 7, 14, 30];
export const MAX_DUNNING_STEPS = 10;
/** The furthest a step may sit from the due date, either side. */
export const MAX_DUNNING_OFFSET = 365;
export const ESCALATION_STEP = "escalation";

export const DUNNING_PAUSE_KINDS = ["paused", "disputed"] as const;
export type DunningPauseKind = (typeof DUNNING_PAUSE_KINDS)[number];

export type DunningSchedule = { steps: readonly number[]; enabled: boolean; escalation: boolean };
export const DEFAULT_DUNNING_SCHEDULE: DunningSchedule = { steps: DEFAULT_DUNNING_STEPS, enabled: true, escalation: true };

export type SentStep = { step: string; kind: "reminder" | "escalation"; offsetDays: number };
export type DunningAction = { step: string; kind: "reminder" | "escalation"; offsetDays: number };

/** "D-7", "D+0", "D+30": a step as the timeline and the mails name it (the same in both languages). */
export const stepLabel = (offset: number) => `D${offset < 0 ? "-" : "+"}${Math.abs(offset)}`;

/**
 * What an invoice due on `dueDate` (a Jakarta calendar date) is owed on Jakarta day `today`, given what was sent.
 * Step s is due once dueDate + s days <= today. Only the latest due step is sent: after downtime the customer
 * gets one reminder, not every missed one, and a step is owed only while no reminder of that offset or later went
 * out (so a schedule edited after sending never repeats itself). Once the last step is due, the escalation follows
 * (once) when the schedule asks for it. Empty when nothing is owed.
 */
export function dueDunningActions(schedule: DunningSchedule, dueDate: string, today: string, sent: readonly SentStep[]): DunningAction[] {
  if (!schedule.enabled || schedule.steps.length === 0) return [];
  const due = schedule.steps.filter((offset) => addDays(dueDate, offset) <= today);
  if (due.length === 0) return [];
  const latest = Math.max(...due);
  const actions: DunningAction[] = [];
  if (!sent.some((s) => s.kind === "reminder" && s.offsetDays >= latest)) actions.push({ step: String(latest), kind: "reminder", offsetDays: latest });
  const last = Math.max(...schedule.steps);
  if (schedule.escalation && latest === last && !sent.some((s) => s.kind === "escalation")) actions.push({ step: ESCALATION_STEP, kind: "escalation", offsetDays: last });
  return actions;
}

export type StepsProblem = "required" | "notInteger" | "outOfRange" | "notIncreasing" | "tooMany";

/** Parses "-7, 0, 7, 14, 30" (commas or spaces between): integers, strictly increasing, 1 to 10 of them. */
export function parseDunningSteps(text: string): { ok: true; steps: number[] } | { ok: false; problem: StepsProblem } {
  const parts = text
    .split(/[\s,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, problem: "required" };
  if (parts.some((p) => !/^[-+]?\d+$/.test(p))) return { ok: false, problem: "notInteger" };
  const steps = parts.map(Number);
  if (steps.some((s) => !Number.isSafeInteger(s) || Math.abs(s) > MAX_DUNNING_OFFSET)) return { ok: false, problem: "outOfRange" };
  if (steps.some((s, i) => i > 0 && s <= steps[i - 1])) return { ok: false, problem: "notIncreasing" };
  if (steps.length > MAX_DUNNING_STEPS) return { ok: false, problem: "tooMany" };
  return { ok: true, steps };
}

export const formatDunningSteps = (steps: readonly number[]) => steps.join(", ");
