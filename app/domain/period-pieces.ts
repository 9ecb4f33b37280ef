// How a ranking reads a period (issue 22, Performance) from monthly summary rows and daily ones, exactly: whole months
// from the monthly rows; a month the period covers only in part either from its daily rows (the days inside) or as
// the monthly row less its daily rows outside the period, whichever reads fewer days. "This month" (the first up to
// today) is so the month's row less the days after today, which hold nothing unless an invoice is dated ahead.
// Pure: dates are Jakarta calendar dates (yyyy-mm-dd), months yyyy-mm.
import { addDays, daysBetween } from "./dates";
import { monthsBetween, shiftMonth } from "./dashboard-months";

/** Inclusive day range. */
export type DayRange = { from: string; to: string };

export type PeriodPieces = {
  /** Months read whole from the monthly rows. */
  months: string[];
  /** Days read from the daily rows and added. */
  addDays: DayRange[];
  /** Days read from the daily rows and taken away (days of a month in `months` that lie outside the period). */
  subtractDays: DayRange[];
};

const lastDayOf = (month: string) => addDays(`${shiftMonth(month, 1)}-01`, -1);

/** Appends a range, merging it into the previous one when they touch (the end of a month and the start of the next). */
function push(ranges: DayRange[], range: DayRange) {
  const last = ranges[ranges.length - 1];
  if (last && addDays(last.to, 1) === range.from) last.to = range.to;
  else ranges.push(range);
}

/** The pieces of the period from..to (inclusive, from <= to): their sum, with signs, is exactly the period's days. */
export function periodPieces(from: string, to: string): PeriodPieces {
  const pieces: PeriodPieces = { months: [], addDays: [], subtractDays: [] };
  for (const month of monthsBetween(from.slice(0, 7), to.slice(0, 7))) {
    const first = `${month}-01`;
    const last = lastDayOf(month);
    const start = from > first ? from : first;
    const end = to < last ? to : last;
    const inside = daysBetween(start, end) + 1;
    const outside = daysBetween(first, last) + 1 - inside;
    if (inside <= outside) {
      push(pieces.addDays, { from: start, to: end });
      continue;
    }
    pieces.months.push(month);
    if (start > first) push(pieces.subtractDays, { from: first, to: addDays(start, -1) });
    if (end < last) push(pieces.subtractDays, { from: addDays(end, 1), to: last });
  }
  return pieces;
}
