import { type BankLayout, type StatementError, type StatementLine } from "./types";
import { type Cell, type NumberStyle, cellText, detectNumberStyle, parseAmount, parseDate, parseMarker } from "./values";

// The CSV and Excel exports of Mandiri, BCA, BNI and BRI: a header block (account, name, period), the table with
// the bank's own column names, and sometimes a footer with totals. The layout is recognised from the header row.

export type Row = { line: number; cells: Cell[] };

type Role =
  | "account" | "date" | "valueDate" | "description" | "description2" | "reference"
  | "debit" | "credit" | "amount" | "marker" | "balance" | "branch" | "trxid";

type TableLayout = {
  layout: Exclude<BankLayout, "mt940">;
  /** The export, for messages. */
  name: string;
  /** Header names per role, compared without case, spaces or punctuation ("Tgl. Val." is "tglval"). */
  columns: Partial<Record<Role, string[]>>;
  required: Role[];
  /** How the bank writes numbers when the file itself does not show it. */
  numbers: NumberStyle;
};

export const TABLE_LAYOUTS: TableLayout[] = [
  {
    // Mandiri Internet Business / Livin' by Mandiri "Mutasi Rekening": Tgl., Tgl. Val., Rincian Transaksi,
    // No. Referensi, Debit, Kredit, Saldo (domain-id.md section 4), Indonesian numbers, account in the header block.
    layout: "mandiri",
    name: "Mandiri (Mutasi Rekening)",
    columns: {
      date: ["tgl", "tanggal", "tgltransaksi"],
      valueDate: ["tglval", "tanggalvaluta"],
      description: ["rinciantransaksi"],
      reference: ["noreferensi", "noref", "nomorreferensi"],
      debit: ["debit", "debet"],
      credit: ["kredit"],
      balance: ["saldo"],
      branch: ["branch", "cabang"],
    },
    required: ["date", "description", "debit", "credit"],
    numbers: "id",
  },
  {
    // Mandiri Cash Management (MCM) account statement: the account on every row, English column names and numbers.
    layout: "mandiri",
    name: "Mandiri Cash Management",
    columns: {
      account: ["accountno", "accountnumber"],
      date: ["postdate"],
      valueDate: ["valuedate"],
      description: ["remarks"],
      description2: ["additionaldesc", "additionaldescription"],
      reference: ["referenceno", "reference"],
      credit: ["creditamount"],
      debit: ["debitamount"],
      balance: ["closebalance"],
    },
    required: ["date", "description", "debit", "credit"],
    numbers: "en",
  },
  {
    // KlikBCA / KlikBCA Bisnis "Mutasi Rekening": Tanggal Transaksi (dd/mm, the year from "Periode" above),
    // Keterangan, Cabang, Jumlah followed by an unnamed CR/DB column (or "1,500,000.00 CR" in one cell), Saldo.
    layout: "bca",
    name: "BCA (KlikBCA mutasi rekening)",
    columns: {
      date: ["tanggaltransaksi", "tanggal", "tgl"],
      description: ["keterangan"],
      branch: ["cabang", "cbg"],
      amount: ["jumlah", "mutasi"],
      marker: ["dbcr", "crdb"],
      balance: ["saldo"],
    },
    required: ["date", "description", "amount"],
    numbers: "en",
  },
  {
    // BNIDirect account statement: Post Date, Value Date, Branch, Journal No., Description, Amount, Db/Cr, Balance;
    // BNI internet banking writes Tanggal Transaksi, Uraian Transaksi, Tipe (Db./Cr.), Nominal, Saldo.
    layout: "bni",
    name: "BNI (BNIDirect / internet banking)",
    columns: {
      date: ["postdate", "tanggaltransaksi", "tanggal"],
      valueDate: ["valuedate"],
      branch: ["branch", "cabang"],
      trxid: ["journalno", "nojurnal"],
      description: ["description", "uraiantransaksi", "uraian"],
      amount: ["amount", "nominal"],
      marker: ["dbcr", "tipe", "dk"],
      balance: ["balance", "saldo"],
      // The journal number is BNI's own unique number for the posting: the reference the import dedupes on.
      reference: ["referenceno", "noreferensi", "journalno", "nojurnal"],
    },
    required: ["date", "description", "amount", "marker"],
    numbers: "en",
  },
  {
    // BRI internet banking bisnis / CMS "Mutasi Rekening": Tanggal Transaksi, Uraian Transaksi, Teller, Debet,
    // Kredit, Saldo, Indonesian numbers, dates such as "03/11/25 08:15:22" or "03 Nov 2025". BRI gives no
    // reference; its Teller column is the teller's id (the same on every e-channel line), not the transaction's.
    layout: "bri",
    name: "BRI (Mutasi Rekening)",
    columns: {
      date: ["tanggaltransaksi", "tanggal", "tgltran"],
      description: ["uraiantransaksi", "uraian", "desktran", "keterangan"],
      debit: ["debet", "mutasidebet"],
      credit: ["kredit", "mutasikredit"],
      balance: ["saldo", "saldoakhirmutasi"],
      reference: ["noreferensi", "reference"],
    },
    required: ["date", "description", "debit", "credit"],
    numbers: "id",
  },
];

const headerKey = (cell: Cell) => cellText(cell).toLowerCase().replace(/[^a-z0-9]/g, "");

type Found = { spec: TableLayout; headerIndex: number; columns: Partial<Record<Role, number>>; score: number };

function matchHeader(cells: Cell[], spec: TableLayout): Found | null {
  const keys = cells.map(headerKey);
  const columns: Partial<Record<Role, number>> = {};
  for (const [role, names] of Object.entries(spec.columns) as [Role, string[]][]) {
    const index = keys.findIndex((key) => names.includes(key));
    if (index >= 0) columns[role] = index;
  }
  if (!spec.required.every((role) => columns[role] !== undefined)) return null;
  // KlikBCA writes the CR/DB marker in the unnamed column right after "Jumlah".
  if (columns.amount !== undefined && columns.marker === undefined && keys[columns.amount + 1] === "") columns.marker = columns.amount + 1;
  return { spec, headerIndex: -1, columns, score: Object.keys(columns).length };
}

/** The header row (within the first 40 rows) and the layout whose columns it names best. */
export function findHeader(rows: Row[]): Found | null {
  let best: Found | null = null;
  for (let index = 0; index < Math.min(rows.length, 40); index++) {
    for (const spec of TABLE_LAYOUTS) {
      const found = matchHeader(rows[index].cells, spec);
      if (found && (!best || found.score > best.score)) best = { ...found, headerIndex: index };
    }
    if (best) return best;
  }
  return null;
}

const ACCOUNT_LABEL = /^(no\.?\s*(rek(ening)?|account|acc)|nomor\s+rekening|rekening|account\s*(no|number)\.?|no\s*rek)\s*:?\s*(.*)$/i;

/** The account number in the header block ("No. rekening : '0123456789", "Account No ; 123-00-0123456-7"). */
function headerAccount(rows: Row[]): string | null {
  for (const row of rows) {
    const text = row.cells.map(cellText).filter((t) => t !== "").join(" ");
    const match = ACCOUNT_LABEL.exec(text);
    if (!match) continue;
    const digits = /\d[\d .-]*\d/.exec(match[5] ?? "");
    if (digits) return digits[0].replace(/\D/g, "");
  }
  return null;
}

/** The statement period in the header block ("Periode : 01/11/2025 - 30/11/2025"). */
function headerPeriod(rows: Row[]): { from: string; to: string } | null {
  for (const row of rows) {
    const text = row.cells.map(cellText).join(" ");
    const match = /periode?\s*:?\s*(\S+(?:\s[A-Za-z]{3,9}\s\d{4})?)\s*(?:-|s\.?\/?d\.?|sampai)\s*(\S+(?:\s[A-Za-z]{3,9}\s\d{4})?)/i.exec(text);
    if (!match) continue;
    const from = parseDate(match[1]);
    const to = parseDate(match[2]);
    if (from.ok && to.ok) return { from: from.value, to: to.value };
  }
  return null;
}

/** Totals and balances some exports write above, inside or below the table: not transactions. */
const SUMMARY_ROW = /^(saldo\s*(awal|akhir)|mutasi\s*(kredit|debet|debit)|total|opening\s*balance|closing\s*balance|beginning\s*balance|ending\s*balance|jumlah)/i;

function cellAt(cells: Cell[], index: number | undefined): Cell {
  if (index === undefined) return null;
  const cell = cells[index];
  return cell === undefined ? null : cell;
}

/** Splits a trailing or leading marker off an amount cell ("1,500,000.00 CR", "DB 25.000,00"). */
function splitMarker(text: string): { amount: string; marker: string } {
  const trailing = /^(.*?\d)\s*(CR|DB|Cr\.?|Db\.?|D|C|K)$/.exec(text);
  if (trailing) return { amount: trailing[1], marker: trailing[2] };
  const leading = /^(CR|DB|Cr\.?|Db\.?)\s+(.*)$/.exec(text);
  if (leading) return { amount: leading[2], marker: leading[1] };
  return { amount: text, marker: "" };
}

export type TableResult = { ok: true; layout: TableLayout["layout"]; account: string; lines: StatementLine[] } | { ok: false; errors: StatementError[] };

/** Reads every transaction row; any error refuses the file whole, with every line that is wrong. */
export function parseTable(rows: Row[]): TableResult {
  const found = findHeader(rows);
  if (!found) {
    const known = TABLE_LAYOUTS.map((spec) => spec.name).join(", ");
    return { ok: false, errors: [{ line: rows[0]?.line ?? 1, reason: `unknown layout: no header row of a known bank export was found (known: ${known}, MT940)` }] };
  }
  const { spec, columns, headerIndex } = found;
  const headerLine = rows[headerIndex].line;
  const above = rows.slice(0, headerIndex);
  const period = headerPeriod(above);
  const blockAccount = headerAccount(above);
  const body = rows.slice(headerIndex + 1).filter((row) => row.cells.some((cell) => cellText(cell) !== ""));

  const amountTexts: string[] = [];
  for (const row of body) {
    for (const role of ["debit", "credit", "amount", "balance"] as const) {
      const cell = cellAt(row.cells, columns[role]);
      if (typeof cell === "string") amountTexts.push(splitMarker(cellText(cell)).amount);
    }
  }
  const style = detectNumberStyle(amountTexts, spec.numbers);

  const errors: StatementError[] = [];
  const lines: StatementLine[] = [];
  const accounts = new Set<string>();
  // KlikBCA's footer totals ("Mutasi Kredit : ,5,249,580.00,3 transaksi"): a file cut short no longer adds up.
  const totals: { line: number; side: "debit" | "credit"; cells: Cell[] }[] = [];
  for (const row of body) {
    const cells = row.cells;
    const dateCell = cellAt(cells, columns.date);
    const first = cellText(cells.find((cell) => cellText(cell) !== "") ?? null);
    if (SUMMARY_ROW.test(first) && (typeof dateCell !== "string" || !/\d/.test(dateCell) || SUMMARY_ROW.test(cellText(dateCell)))) {
      const total = /^mutasi\s*(kredit|debet|debit)/i.exec(first);
      if (total) totals.push({ line: row.line, side: total[1].toLowerCase() === "kredit" ? "credit" : "debit", cells });
      continue;
    }
    const rowErrors: string[] = [];

    const date = parseDate(dateCell, { period });
    if (!date.ok) rowErrors.push(`bad date: ${date.reason}`);

    let debit = 0;
    let credit = 0;
    if (columns.amount !== undefined) {
      const split = splitMarker(cellText(cellAt(cells, columns.amount)));
      const markerText = split.marker || cellText(cellAt(cells, columns.marker));
      const amount = parseAmount(split.amount, style);
      if (!amount.ok) rowErrors.push(`bad amount: ${amount.reason}`);
      else if (amount.value === null || amount.value === 0) rowErrors.push("neither debit nor credit: the amount is empty or zero");
      else {
        const side = markerText ? parseMarker(markerText) : amount.value < 0 ? "debit" : null;
        if (markerText && !side) rowErrors.push(`bad amount: "${markerText}" is neither a debit (DB) nor a credit (CR) marker`);
        else if (!side) rowErrors.push("bad amount: no debit/credit marker (DB or CR) for the amount");
        else if (side === "credit") credit = Math.abs(amount.value);
        else debit = Math.abs(amount.value);
      }
    } else {
      const d = parseAmount(cellAt(cells, columns.debit), style);
      const c = parseAmount(cellAt(cells, columns.credit), style);
      if (!d.ok) rowErrors.push(`bad amount: debit ${d.reason}`);
      if (!c.ok) rowErrors.push(`bad amount: credit ${c.reason}`);
      if (d.ok && c.ok) {
        debit = d.value ?? 0;
        credit = c.value ?? 0;
        if (debit < 0 || credit < 0) rowErrors.push("bad amount: a negative debit or credit");
        else if (debit > 0 && credit > 0) rowErrors.push("both debit and credit on one line");
        else if (debit === 0 && credit === 0) rowErrors.push("neither debit nor credit on this line");
      }
    }

    const balance = parseAmount(cellAt(cells, columns.balance), style);
    if (!balance.ok) rowErrors.push(`bad balance: ${balance.reason}`);

    let account = blockAccount;
    if (columns.account !== undefined) {
      const digits = cellText(cellAt(cells, columns.account)).replace(/\D/g, "");
      account = digits || blockAccount;
    }
    if (!account) rowErrors.push("missing account: neither the header block nor the row gives the account number");
    else accounts.add(account);

    if (rowErrors.length > 0) {
      for (const reason of rowErrors) errors.push({ line: row.line, reason });
      continue;
    }
    const description = [cellText(cellAt(cells, columns.description)), cellText(cellAt(cells, columns.description2))].filter(Boolean).join(" ");
    const optional = (role: Role) => cellText(cellAt(cells, columns[role])) || null;
    lines.push({
      line: row.line,
      account: account as string,
      transactionDate: (date as { value: string }).value,
      description,
      referenceNo: cellText(cellAt(cells, columns.reference)),
      debit,
      credit,
      balance: balance.ok ? balance.value : null,
      branchCode: optional("branch"),
      trxid: optional("trxid"),
    });
  }
  for (const total of totals) {
    const amountCell = total.cells.slice(1).find((cell) => cellText(cell) !== "") ?? null;
    const stated = parseAmount(typeof amountCell === "string" ? cellText(amountCell) : amountCell, style);
    const sum = lines.reduce((s, line) => s + line[total.side], 0);
    if (stated.ok && stated.value !== null && errors.length === 0 && stated.value !== sum) {
      errors.push({ line: total.line, reason: `the footer's ${total.side} total ${stated.value} differs from the sum of the ${total.side} lines ${sum}: the file is incomplete or altered` });
    }
  }
  if (accounts.size > 1) errors.push({ line: headerLine, reason: `missing account: the file holds several accounts (${[...accounts].join(", ")}); import one account's statement at a time` });
  if (errors.length > 0) return { ok: false, errors };
  const account = [...accounts][0] ?? blockAccount;
  if (!account) return { ok: false, errors: [{ line: headerLine, reason: "missing account: the header block gives no account number (No. Rekening)" }] };
  return { ok: true, layout: spec.layout, account, lines };
}

