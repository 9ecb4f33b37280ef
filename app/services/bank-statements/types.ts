// Issue 20, shared contract 1: what a parsed bank statement looks like. Other helpers import these types; the
// parser (parse.server.ts) is the only producer.

export type BankLayout = "mt940" | "mandiri" | "bca" | "bni" | "bri";

export type StatementLine = {
  /** 1-based line (CSV, MT940) or row (Excel) in the file, for messages. */
  line: number;
  /** The statement's account number, digits only. */
  account: string;
  /** YYYY-MM-DD. */
  transactionDate: string;
  description: string;
  /** "" when the bank gives none. */
  referenceNo: string;
  /** Integer rupiah, >= 0; exactly one of debit and credit is > 0. */
  debit: number;
  credit: number;
  balance: number | null;
  branchCode: string | null;
  trxid: string | null;
};

export type ParsedStatement = { layout: BankLayout; account: string; lines: StatementLine[] };

export type StatementError = { line: number; reason: string };

export type ParseStatementResult = { ok: true; statement: ParsedStatement } | { ok: false; errors: StatementError[] };
