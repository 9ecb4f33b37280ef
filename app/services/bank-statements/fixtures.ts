import { type BankLayout } from "./types";

// Statement files as each bank writes them, made from a list of lines: for tests, the e2e import and the bench
// (10,000-line statements). Invented data; the layouts are the ones parseStatement reads (table.ts, mt940.ts).

export type FixtureLine = {
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  /** The bank's reference ("" for none); MT940 keeps at most 16 characters without "/". */
  reference: string;
  /** Integer rupiah; a line is a credit unless it has a debit. */
  credit: number;
  debit?: number;
};

export type FixtureOptions = {
  /** Digits only; the default is a per-bank sample. */
  account?: string;
  openingBalance?: number;
};

export const SAMPLE_ACCOUNTS: Record<BankLayout, string> = {
  mt940: "1230009876543",
  mandiri: "1230001234567",
  bca: "0123456789",
  bni: "0987654321",
  bri: "012301000123301",
};

const MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const ddmmyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const ddMonYyyy = (iso: string) => `${iso.slice(8, 10)} ${MONTHS_ID[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const yymmdd = (iso: string) => iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10);

/** 1.500.123,00 */
export const idAmount = (n: number) => `${Math.abs(n).toLocaleString("de-DE")},00`;
/** 1,500,123.00 */
export const enAmount = (n: number) => `${Math.abs(n).toLocaleString("en-US")}.00`;

/** The first and last day of the months the lines cover (the period a bank prints above the table). */
function period(lines: FixtureLine[]): { from: string; to: string } {
  const dates = lines.map((l) => l.date).sort();
  const first = dates[0] ?? "2025-11-01";
  const last = dates[dates.length - 1] ?? first;
  const end = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return { from: `${first.slice(0, 7)}-01`, to: end };
}

type Table = { delimiter: string; head: string[][]; header: string[]; rows: (string | number | Date)[][]; foot: string[][] };

/** The bank's table for these lines; amounts and dates stay typed (numbers, Dates) where a workbook would type them. */
function table(layout: Exclude<BankLayout, "mt940">, lines: FixtureLine[], options: FixtureOptions, typed: boolean): Table {
  const account = options.account ?? SAMPLE_ACCOUNTS[layout];
  const { from, to } = period(lines);
  let balance = options.openingBalance ?? 10_000_000;
  const running = lines.map((line) => (balance += line.credit - (line.debit ?? 0)));
  const date = (iso: string, text: string) => (typed ? new Date(`${iso}T00:00:00Z`) : text);
  const money = (n: number, text: (n: number) => string) => (typed ? n : text(n));
  const credits = lines.reduce((sum, l) => sum + l.credit, 0);
  const debits = lines.reduce((sum, l) => sum + (l.debit ?? 0), 0);
  switch (layout) {
    case "mandiri":
      return {
        delimiter: ";",
        head: [["Mutasi Rekening"], ["Nomor Rekening", `: ${account}`], ["Nama", ": PT DIGIMON TELEKOMUNIKASI"], ["Periode", `: ${ddmmyyyy(from)} - ${ddmmyyyy(to)}`], ["Mata Uang", ": IDR"], []],
        header: ["Tgl.", "Tgl. Val.", "Rincian Transaksi", "No. Referensi", "Debit", "Kredit", "Saldo"],
        rows: lines.map((l, i) => [date(l.date, ddmmyyyy(l.date)), date(l.date, ddmmyyyy(l.date)), l.description, l.reference, money(l.debit ?? 0, idAmount), money(l.credit, idAmount), money(running[i], idAmount)]),
        foot: [],
      };
    case "bca":
      // KlikBCA: dd/mm without a year, an apostrophe before text cells, the CR/DB marker in an unnamed column.
      return {
        delimiter: ",",
        head: [["Informasi Rekening - Mutasi Rekening"], ["No. rekening : ", `'${account}`], ["Nama : ", "PT DIGIMON TELEKOMUNIKASI"], ["Periode : ", `${ddmmyyyy(from)} - ${ddmmyyyy(to)}`], ["Kode Mata Uang : ", "Rp"], []],
        header: ["Tanggal Transaksi", "Keterangan", "Cabang", "Jumlah", "", "Saldo"],
        rows: lines.map((l, i) => [`'${ddmm(l.date)}`, `'${l.description}`, "'0998", money(l.debit || l.credit, enAmount), l.debit ? "DB" : "CR", money(running[i], enAmount)]),
        foot: [[], ["Saldo Awal : ", enAmount(options.openingBalance ?? 10_000_000)], ["Mutasi Kredit : ", enAmount(credits), `${lines.filter((l) => !l.debit).length} transaksi`], ["Mutasi Debet : ", enAmount(debits), `${lines.filter((l) => l.debit).length} transaksi`], ["Saldo Akhir : ", enAmount(balance)]],
      };
    case "bni":
      return {
        delimiter: ",",
        head: [["Account Statement"], ["Account No", `: ${account}`], ["Account Name", ": PT DIGIMON TELEKOMUNIKASI"], ["Period", `: ${ddmmyyyy(from)} - ${ddmmyyyy(to)}`], ["Currency", ": IDR"], []],
        header: ["Post Date", "Value Date", "Branch", "Journal No.", "Description", "Amount", "Db/Cr", "Balance"],
        rows: lines.map((l, i) => [typed ? date(l.date, "") : `${ddmmyy(l.date)} 08.15.22`, date(l.date, ddmmyy(l.date)), "0259", l.reference, l.description, money(l.debit || l.credit, enAmount), l.debit ? "D" : "C", money(running[i], enAmount)]),
        foot: [],
      };
    case "bri":
      return {
        delimiter: ";",
        head: [["Laporan Mutasi Rekening"], ["No. Rekening", `: ${account.replace(/^(\d{4})(\d{2})(\d{6})(\d{2})(\d)$/, "$1-$2-$3-$4-$5")}`], ["Nama", ": PT DIGIMON TELEKOMUNIKASI"], ["Periode", `: ${ddMonYyyy(from)} - ${ddMonYyyy(to)}`], []],
        header: ["Tanggal Transaksi", "Uraian Transaksi", "Teller", "Debet", "Kredit", "Saldo"],
        rows: lines.map((l, i) => [date(l.date, ddMonYyyy(l.date)), l.description, "0000911", money(l.debit ?? 0, idAmount), money(l.credit, idAmount), money(running[i], idAmount)]),
        foot: [],
      };
  }
}

const csvField = (value: string, delimiter: string) => (value.includes(delimiter) || /["\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function mt940(lines: FixtureLine[], options: FixtureOptions): string {
  const account = options.account ?? SAMPLE_ACCOUNTS.mt940;
  const { from, to } = period(lines);
  const opening = options.openingBalance ?? 10_000_000;
  const closing = lines.reduce((sum, l) => sum + l.credit - (l.debit ?? 0), opening);
  const balance = (tag: string, iso: string, n: number) => `${tag}${n < 0 ? "D" : "C"}${yymmdd(iso)}IDR${Math.abs(n)},00`;
  const out = [":20:STMT" + yymmdd(to), `:25:${account}`, ":28C:00001/001", balance(":60F:", from, opening)];
  for (const l of lines) {
    const reference = l.reference.replace(/\//g, "").slice(0, 16) || "NONREF";
    const amount = l.debit || l.credit;
    out.push(`:61:${yymmdd(l.date)}${l.date.slice(5, 7)}${l.date.slice(8, 10)}${l.debit ? "D" : "C"}${amount},00NTRF${reference}`);
    // :86: holds up to 6 lines of 65 characters.
    const narrative = l.description.match(/.{1,65}/g) ?? [""];
    out.push(`:86:${narrative[0]}`, ...narrative.slice(1, 6));
  }
  out.push(balance(":62F:", to, closing), "-");
  return out.join("\r\n") + "\r\n";
}

/**
 * A statement file's text in the bank's layout: CSV for mandiri, bca, bni and bri (each with its header block,
 * delimiter, date and number formats), SWIFT MT940 for mt940.
 */
export function makeStatementCsv(layout: BankLayout, lines: FixtureLine[], options: FixtureOptions = {}): string {
  if (layout === "mt940") return mt940(lines, options);
  const t = table(layout, lines, options, false);
  const rows = [...t.head, t.header, ...t.rows, ...t.foot].map((row) => row.map((cell) => csvField(String(cell), t.delimiter)).join(t.delimiter));
  return rows.join("\r\n") + "\r\n";
}

/** The same statement as an Excel export (.xlsx bytes): amounts as numbers and dates as date cells, as banks' workbooks type them. */
export async function makeStatementXlsx(layout: Exclude<BankLayout, "mt940">, lines: FixtureLine[], options: FixtureOptions = {}): Promise<Uint8Array> {
  const ExcelJS = (await import("exceljs")).default;
  const t = table(layout, lines, options, true);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Mutasi");
  for (const row of [...t.head, t.header, ...t.rows, ...t.foot]) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
