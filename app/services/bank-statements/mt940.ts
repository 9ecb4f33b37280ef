import { type StatementError, type StatementLine } from "./types";
import { isoDate } from "./values";

// MT940 (SWIFT customer statement). mt940js reads the structure: tags into statements, :61: lines with their
// :86: narrative, and checks opening balance + lines = closing balance. It cannot give what the import needs on
// its own: it keeps no line numbers, stops at the first error, rolls an impossible date (31 February) over into
// the next month, and reads amounts as floats. So a line-numbered pass first checks every tag the way the import
// needs (calendar dates, rupiah, whole rupiah, the account), then the library parses, and its statement lines
// are paired with the :61: tags in order for their line numbers.

type Tag = { id: string; line: number; text: string };

/** The tags mt940js knows (by number; 28C, 60F/60M, 62F/62M are their variants). */
const KNOWN_TAGS = new Set(["20", "21", "25", "28", "60", "61", "62", "64", "65", "86", "NS"]);

function scanTags(lines: string[]): { tags: Tag[]; errors: StatementError[] } {
  const tags: Tag[] = [];
  const errors: StatementError[] = [];
  let current: Tag | null = null;
  lines.forEach((raw, index) => {
    const text = raw.replace(/\s+$/, "");
    const line = index + 1;
    const match = /^:(\d{2}|NS)([A-Z])?:/.exec(text);
    if (match) {
      current = { id: match[1] + (match[2] ?? ""), line, text: text.slice(match[0].length) };
      tags.push(current);
      if (!KNOWN_TAGS.has(match[1])) errors.push({ line, reason: `tag :${current.id}: is not part of an MT940 statement` });
    } else if (text === "" || text === "-" || text.startsWith("{") || text.startsWith("-}")) {
      // Blank lines are skipped (as mt940js does); the statement separator "-" and SWIFT message blocks ({1:...})
      // end the tag before them.
      if (text !== "") current = null;
    } else if (current) {
      current.text += `\n${text}`;
    } else {
      errors.push({ line, reason: "a line outside any MT940 tag" });
    }
  });
  return { tags, errors };
}

/** An MT940 amount (comma decimal, "1500123,00"): whole rupiah, or the reason it is refused. */
function mt940Amount(text: string): { value: number } | { reason: string } {
  const match = /^(\d+),(\d{0,2})$/.exec(text);
  if (!match) return { reason: `bad amount: "${text}" (MT940 writes amounts like 1500000,00)` };
  if (match[2] !== "" && Number(match[2].padEnd(2, "0")) !== 0) return { reason: `${text} has ${match[2]} sen: the portal keeps whole rupiah` };
  const value = Number(match[1]);
  return Number.isSafeInteger(value) ? { value } : { reason: `bad amount: ${text} is too large` };
}

const yymmdd = (text: string) => isoDate(2000 + Number(text.slice(0, 2)), Number(text.slice(2, 4)), Number(text.slice(4, 6)));

/** The account from :25: ("1230001234567", "BMRIIDJA/1230001234567", "0123456789IDR"): digits only. */
function accountOf(text: string): string {
  const last = text.split("/").pop() ?? "";
  return last.replace(/\D/g, "");
}

type Checked61 = { line: number; date: string; side: "debit" | "credit"; amount: number };

function checkTags(tags: Tag[]): { errors: StatementError[]; lines61: Checked61[]; accounts: { line: number; account: string }[] } {
  const errors: StatementError[] = [];
  const lines61: Checked61[] = [];
  const accounts: { line: number; account: string }[] = [];
  for (const tag of tags) {
    const number = tag.id.slice(0, 2);
    if (number === "25") {
      const account = accountOf(tag.text.split("\n")[0]);
      if (account === "") errors.push({ line: tag.line, reason: `missing account: :25: "${tag.text}" holds no account number` });
      else accounts.push({ line: tag.line, account });
    } else if (["60", "62", "64", "65"].includes(number)) {
      const match = /^([DC])(\d{6})([A-Z]{3})([\d,]+)$/.exec(tag.text.trim());
      if (!match) errors.push({ line: tag.line, reason: `bad balance: :${tag.id}: "${tag.text}"` });
      else {
        if (!yymmdd(match[2])) errors.push({ line: tag.line, reason: `bad date: "${match[2]}" in :${tag.id}: is not a valid date (YYMMDD)` });
        if (match[3] !== "IDR") errors.push({ line: tag.line, reason: `the statement is in ${match[3]}: the portal imports rupiah (IDR) statements only` });
        const amount = mt940Amount(match[4]);
        if ("reason" in amount) errors.push({ line: tag.line, reason: `bad balance: ${amount.reason}` });
      }
    } else if (number === "61") {
      const match = /^(\d{6})(\d{4})?(R?[DC])([A-Z])?([\d,]+)/.exec(tag.text);
      if (!match) {
        errors.push({ line: tag.line, reason: `bad statement line: :61: "${tag.text.split("\n")[0]}" (expected value date YYMMDD, D or C, amount)` });
        continue;
      }
      const date = yymmdd(match[1]);
      const rowErrors: string[] = [];
      if (!date) rowErrors.push(`bad date: "${match[1]}" is not a valid date (YYMMDD)`);
      // The entry date has no year: checked against a leap year so that 29 February passes.
      if (match[2] && !isoDate(2000, Number(match[2].slice(0, 2)), Number(match[2].slice(2, 4)))) {
        rowErrors.push(`bad date: entry date "${match[2]}" is not a valid date (MMDD)`);
      }
      const amount = mt940Amount(match[5]);
      if ("reason" in amount) rowErrors.push(amount.reason);
      else if (amount.value === 0) rowErrors.push("neither debit nor credit: the amount is zero");
      for (const reason of rowErrors) errors.push({ line: tag.line, reason });
      // A reversal of a credit (RC) takes money out; a reversal of a debit (RD) brings it back.
      const side = match[3] === "C" || match[3] === "RD" ? "credit" : "debit";
      lines61.push({ line: tag.line, date: date ?? "", side, amount: "value" in amount ? amount.value : 0 });
    }
  }
  return { errors, lines61, accounts };
}

/** Where an mt940js error points, by its message (the library keeps no line numbers). */
function locate(message: string, tags: Tag[]): StatementError {
  const groupStarts = tags.filter((tag) => tag.id === "20").map((tag) => tag.line);
  const groupLine = (n: string) => groupStarts[Number(n) - 1] ?? tags[0]?.line ?? 1;
  let match = /^Cannot parse tag (\w+): ([\s\S]*)$/.exec(message);
  if (match) {
    const data = match[2];
    const tag = tags.find((t) => t.text === data) ?? tags.find((t) => t.id.startsWith(match![1]));
    return { line: tag?.line ?? 1, reason: `bad :${tag?.id ?? match[1]}: tag: "${data.split("\n")[0]}"` };
  }
  match = /^Mandatory tag (\w+) is missing in group (\d+)/.exec(message);
  if (match) {
    const reason = match[1] === "25" ? "missing account: the statement has no :25: tag" : `the statement has no :${match[1]}: tag, which MT940 requires`;
    return { line: groupLine(match[2]), reason };
  }
  match = /^Sum of lines \((.*)\) != turnover \((.*)\) in group (\d+)/.exec(message);
  if (match) {
    const group = Number(match[3]);
    const closing = tags.filter((tag) => tag.id.startsWith("62"))[group - 1];
    return { line: closing?.line ?? groupLine(match[3]), reason: `the lines (${match[1]}) do not add up to closing minus opening balance (${match[2]}): the file is incomplete or altered` };
  }
  match = /in group (\d+)$/.exec(message);
  return { line: match ? groupLine(match[1]) : 1, reason: message };
}

export type Mt940Result = { ok: true; account: string; lines: StatementLine[] } | { ok: false; errors: StatementError[] };

export async function parseMt940(text: string): Promise<Mt940Result> {
  const sourceLines = text.split(/\r?\n/);
  const scanned = scanTags(sourceLines);
  const checked = checkTags(scanned.tags);
  const errors = [...scanned.errors, ...checked.errors];
  const accounts = new Set(checked.accounts.map((a) => a.account));
  if (accounts.size > 1) {
    errors.push({ line: checked.accounts[1].line, reason: `missing account: the file holds several accounts (${[...accounts].join(", ")}); import one account's statement at a time` });
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };

  // Loaded on the first import, like exceljs: most web workers never read a statement.
  const { Parser } = (await import("mt940js")).default;
  let statements;
  try {
    statements = new Parser().parse(text);
  } catch (error) {
    return { ok: false, errors: [locate(error instanceof Error ? error.message : String(error), scanned.tags)] };
  }
  const account = [...accounts][0];
  if (statements.length === 0 || !account) return { ok: false, errors: [{ line: 1, reason: "missing account: no MT940 statement (:20: ... :62F:) in the file" }] };
  const transactions = statements.flatMap((statement) => statement.transactions);
  if (transactions.length !== checked.lines61.length) {
    return { ok: false, errors: [{ line: 1, reason: `the MT940 reader found ${transactions.length} statement lines where the file has ${checked.lines61.length} :61: tags` }] };
  }
  const lines: StatementLine[] = [];
  for (const [index, transaction] of transactions.entries()) {
    const source = checked.lines61[index];
    if (Math.round(Math.abs(transaction.amount)) !== source.amount) {
      return { ok: false, errors: [{ line: source.line, reason: `the MT940 reader read ${transaction.amount} where the line says ${source.amount}` }] };
    }
    const reference = transaction.reference.trim();
    lines.push({
      line: source.line,
      account,
      transactionDate: source.date,
      // :86: continues over several lines (6 x 65 characters): one description, single-spaced.
      description: (transaction.details || transaction.extraDetails).replace(/\s+/g, " ").trim(),
      referenceNo: reference.toUpperCase() === "NONREF" ? "" : reference,
      debit: source.side === "debit" ? source.amount : 0,
      credit: source.side === "credit" ? source.amount : 0,
      balance: null,
      branchCode: null,
      trxid: transaction.bankReference.trim() || null,
    });
  }
  return { ok: true, account, lines };
}
