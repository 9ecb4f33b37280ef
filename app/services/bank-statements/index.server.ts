import { loadExcelJS } from "~/services/excel.server";
import { parseMt940 } from "./mt940";
import { type Row, findHeader, parseTable } from "./table";
import { type ParseStatementResult, type StatementError } from "./types";
import { type Cell } from "./values";

export type { BankLayout, ParsedStatement, ParseStatementResult, StatementError, StatementLine } from "./types";

// A bank statement file in, its lines out, or every reason it is refused: never a partial result. The kind of
// file is read from its bytes (an .xlsx is a zip, MT940 starts with its tags), not trusted from its name; the
// bank's layout from the table's header row. csv-parse, mt940js and exceljs are loaded on the first import.

const refuse = (errors: StatementError[]): ParseStatementResult => ({ ok: false, errors });
const refuseFile = (reason: string) => refuse([{ line: 1, reason }]);

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** UTF-8 (with or without a byte-order mark), else Windows-1252, which older Indonesian bank exports use. */
function decode(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

const isMt940 = (text: string) => /^\s*\{1:/.test(text) || (/^:20:/m.test(text) && /^:(25|28C?|60[FM]|61):/m.test(text));

/** The CSV's rows with their 1-based line numbers, for one delimiter, from one line (and up to another). */
async function csvRows(text: string, delimiter: string, fromLine = 1, toLine?: number): Promise<{ rows: Row[] } | { error: StatementError }> {
  const { parse } = await import("csv-parse/sync");
  try {
    const records = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
      from_line: fromLine,
      ...(toLine ? { to_line: toLine } : {}),
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const rows: Row[] = [];
    let previousEnd = fromLine - 1;
    for (const { record, info } of records) {
      // info.lines is where the record ends; a quoted description can span lines, so it starts after the last one.
      rows.push({ line: previousEnd + 1, cells: record });
      previousEnd = info.lines;
    }
    return { rows };
  } catch (error) {
    const line = typeof error === "object" && error !== null && "lines" in error && typeof error.lines === "number" ? error.lines : 1;
    return { error: { line, reason: `the CSV cannot be read: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

/** How far down the header row may be (the header block above it is a few lines). */
const HEADER_SEARCH_LINES = 40;

async function parseCsv(text: string): Promise<ParseStatementResult> {
  let firstError: StatementError | null = null;
  let firstRows: Row[] | null = null;
  // Indonesian Excel saves CSV with ";" (its list separator, since "," is the decimal comma); internet banking
  // exports use ","; some use tabs. The delimiter is the one under which a known header row appears.
  for (const delimiter of [";", ",", "\t"]) {
    const head = await csvRows(text, delimiter, 1, HEADER_SEARCH_LINES);
    if ("error" in head) {
      firstError ??= head.error;
      continue;
    }
    firstRows ??= head.rows;
    const found = findHeader(head.rows);
    if (!found) continue;
    // The table is read from its header row on: csv-parse builds an error object for every record whose length
    // differs from the first one's, and the header block's short rows made that every row (4x slower).
    const table = await csvRows(text, delimiter, head.rows[found.headerIndex].line);
    if ("error" in table) return refuse([table.error]);
    return fromTable(parseTable([...head.rows.slice(0, found.headerIndex), ...table.rows]));
  }
  if (firstRows) return fromTable(parseTable(firstRows));
  return refuse([firstError ?? { line: 1, reason: "the CSV cannot be read" }]);
}

function fromTable(result: ReturnType<typeof parseTable>): ParseStatementResult {
  if (!result.ok) return refuse(result.errors);
  return { ok: true, statement: { layout: result.layout, account: result.account, lines: result.lines } };
}

/** A workbook cell as text, number or date (formulas by their result, rich text by its text). */
function excelCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) return value.richText.map((part: { text?: string }) => part.text ?? "").join("");
    if ("result" in value) return excelCell(value.result);
    if ("text" in value) return excelCell(value.text);
    if ("error" in value) return String(value.error);
  }
  return String(value);
}

async function parseXlsx(bytes: Uint8Array): Promise<ParseStatementResult> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch (error) {
    return refuseFile(`the Excel file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  let firstRows: Row[] | null = null;
  for (const sheet of workbook.worksheets) {
    const rows: Row[] = [];
    for (let r = 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      const cells: Cell[] = [];
      for (let c = 1; c <= row.cellCount; c++) cells.push(excelCell(row.getCell(c).value));
      rows.push({ line: r, cells });
    }
    firstRows ??= rows;
    // The statement is on the first sheet with a known header row (some exports add a cover or summary sheet).
    if (findHeader(rows)) return fromTable(parseTable(rows));
  }
  return fromTable(parseTable(firstRows ?? []));
}

/**
 * Reads a bank statement: MT940, or the CSV or Excel (.xlsx) export of Mandiri, BCA, BNI or BRI. Either every
 * line, or every error with its line and reason. Async because the readers load on first use (issue 19).
 */
export async function parseStatement(fileName: string, bytes: Uint8Array): Promise<ParseStatementResult> {
  if (bytes.byteLength === 0) return refuseFile("the file is empty");
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return parseXlsx(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return refuseFile(`${fileName} is an old Excel 97-2003 (.xls) workbook: open it in Excel and save it as .xlsx or CSV`);
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return refuseFile(`${fileName} is a PDF: download the statement as CSV, Excel or MT940 instead`);
  const text = decode(bytes);
  // Several internet banking sites send an HTML table named .xls.
  if (/^\s*<(!doctype|html|table|\?xml)/i.test(text)) return refuseFile(`${fileName} is a web page, not a spreadsheet: open it in Excel and save it as .xlsx or CSV`);
  if (isMt940(text)) {
    const result = await parseMt940(text);
    return result.ok ? { ok: true, statement: { layout: "mt940", account: result.account, lines: result.lines } } : refuse(result.errors);
  }
  return parseCsv(text);
}
