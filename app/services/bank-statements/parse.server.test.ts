import { readFileSync } from "node:fs";
import { type FixtureLine, SAMPLE_ACCOUNTS, makeStatementCsv, makeStatementXlsx } from "./fixtures";
import { parseStatement } from "./index.server";
import { type BankLayout, type ParseStatementResult, type StatementError } from "./types";
import { detectNumberStyle, parseAmount, parseDate } from "./values";

const FIXTURES = new URL("../../../tests/fixtures/bank-statements/", import.meta.url);
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(name, FIXTURES)));
const text = (s: string) => new TextEncoder().encode(s);

async function parsed(name: string, bytes: Uint8Array = fixture(name)) {
  const result = await parseStatement(name, bytes);
  if (!result.ok) throw new Error(`${name} refused: ${JSON.stringify(result.errors)}`);
  return result.statement;
}
async function refused(name: string, bytes: Uint8Array = fixture(name)): Promise<StatementError[]> {
  const result: ParseStatementResult = await parseStatement(name, bytes);
  if (result.ok) throw new Error(`${name} was accepted with ${result.statement.lines.length} lines`);
  return result.errors;
}
const summary = (lines: { line: number; transactionDate: string; debit: number; credit: number }[]) =>
  lines.map(({ line, transactionDate, debit, credit }) => [line, transactionDate, debit, credit]);

describe("bank statement layouts (fixtures as each bank writes them)", () => {
  it("Mandiri Mutasi Rekening: ';' CSV, Indonesian numbers, header block account, opening-balance row skipped, quoted ';' kept", async () => {
    const s = await parsed("mandiri-mutasi.csv");
    expect(s.layout).toBe("mandiri");
    expect(s.account).toBe("1230001234567");
    expect(summary(s.lines)).toEqual([
      [9, "2025-11-03", 0, 1_500_123],
      [10, "2025-11-05", 0, 27_750_456],
      [11, "2025-11-10", 15_000, 0],
      [12, "2025-11-28", 0, 3_300_789],
    ]);
    expect(s.lines[0]).toMatchObject({ referenceNo: "2511030001", balance: 11_500_123, description: "TRANSFER DARI PT MAJU JAYA INV/2025/11/0042" });
    expect(s.lines[2].referenceNo).toBe("");
    expect(s.lines[3].description).toBe("SKN DARI BANK BNI; PT SINAR TERANG");
  });

  it("Mandiri Cash Management: account on every row, English numbers, dd/mm/yy, both remark columns", async () => {
    const s = await parsed("mandiri-mcm.csv");
    expect(s).toMatchObject({ layout: "mandiri", account: "1230001234567" });
    expect(summary(s.lines)).toEqual([[2, "2025-11-03", 0, 1_500_123], [3, "2025-11-04", 5_000, 0], [4, "2025-11-06", 0, 8_800_321]]);
    expect(s.lines[0]).toMatchObject({ description: "TRANSFER DARI PT MAJU JAYA INV-2025-11-0042", referenceNo: "FT2511030001", balance: 11_500_123 });
  });

  it("BCA KlikBCA: dd/mm dates take the year from a period across New Year, apostrophes dropped, CR/DB column, footer totals", async () => {
    const s = await parsed("bca-klikbca.csv");
    expect(s).toMatchObject({ layout: "bca", account: "0123456789" });
    expect(summary(s.lines)).toEqual([
      [8, "2025-12-26", 0, 1_500_123],
      [9, "2025-12-30", 10_000, 0],
      [10, "2026-01-02", 0, 2_750_456],
      [11, "2026-01-03", 0, 999_001],
    ]);
    expect(s.lines[0]).toMatchObject({ description: "TRSF E-BANKING CR 2612/FTSCY/WS95031 1.500.123 PT MAJU JAYA", branchCode: "0998", referenceNo: "" });
  });

  it("BCA: the marker written in the amount cell ('1,500,000.00 CR') and a footer total that does not add up", async () => {
    const csv = ["No. rekening : ,'0123456789", "Periode : ,01/11/2025 - 30/11/2025", "", "Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo",
      "'03/11,'TRSF E-BANKING CR PT MAJU JAYA,'0998,\"1,500,000.00 CR\",\"11,500,000.00\"", "'04/11,'BIAYA ADM,'0998,\"10,000.00 DB\",\"11,490,000.00\"", ""];
    const s = await parsed("bca.csv", text(csv.join("\n")));
    expect(summary(s.lines)).toEqual([[5, "2025-11-03", 0, 1_500_000], [6, "2025-11-04", 10_000, 0]]);
    const cut = [...csv, "Mutasi Kredit : ,\"2,000,000.00\",2 transaksi"].join("\n");
    expect(await refused("bca.csv", text(cut))).toEqual([{ line: 8, reason: expect.stringContaining("differs from the sum of the credit lines 1500000") }]);
  });

  it("BNIDirect: Post Date with a time, Db/Cr column, journal number as reference and trxid", async () => {
    const s = await parsed("bni-bnidirect.csv");
    expect(s).toMatchObject({ layout: "bni", account: "0987654321" });
    expect(summary(s.lines)).toEqual([[7, "2025-11-03", 0, 1_500_123], [8, "2025-11-04", 10_000, 0], [9, "2025-11-17", 0, 2_750_456]]);
    expect(s.lines[0]).toMatchObject({ referenceNo: "118842", trxid: "118842", branchCode: "0259" });
  });

  it("BNI internet banking: 'dd-MMM-yyyy' English months, Cr./Db. types, Indonesian numbers detected from the file", async () => {
    const s = await parsed("bni-internet.csv");
    expect(s).toMatchObject({ layout: "bni", account: "0987654321" });
    expect(summary(s.lines)).toEqual([[5, "2025-11-03", 0, 1_500_123], [6, "2025-11-04", 10_000, 0], [7, "2025-11-17", 0, 2_750_456]]);
  });

  it("BRI: 'dd MMM yyyy' Indonesian months (Agu), dashed account, Debet/Kredit columns, closing-balance row skipped", async () => {
    const s = await parsed("bri-mutasi.csv");
    expect(s).toMatchObject({ layout: "bri", account: "012301000123301" });
    expect(summary(s.lines)).toEqual([[7, "2025-08-04", 0, 1_500_123], [8, "2025-08-05", 10_000, 0], [9, "2025-08-17", 0, 2_750_456]]);
    expect(s.lines[0].trxid).toBeNull();
  });

  it("MT940 (Mandiri): message blocks, multi-line :86:, NONREF, bank reference, a reversed debit (RD) is a credit", async () => {
    const s = await parsed("mandiri.mt940");
    expect(s).toMatchObject({ layout: "mt940", account: "1230009876543" });
    expect(summary(s.lines)).toEqual([[6, "2025-11-03", 0, 1_500_123], [9, "2025-11-04", 10_000, 0], [11, "2025-11-17", 0, 2_750_456], [13, "2025-11-20", 0, 10_000]]);
    expect(s.lines[0]).toMatchObject({
      description: "TRSF E-BANKING CR 0311/FTSCY/WS95031 1.500.123 PT MAJU JAYA INV/2025/11/0042",
      referenceNo: "2511030001",
      trxid: "FT25307ABC12",
      balance: null,
    });
    expect(s.lines[1]).toMatchObject({ referenceNo: "", trxid: null });
  });
});

describe("refused files: every wrong line with its reason, never a partial result", () => {
  it("Mandiri: bad date, bad amount, sen, both and neither debit and credit, each on its line", async () => {
    const errors = await refused("malformed-mandiri.csv");
    expect(errors.map((e) => e.line)).toEqual([7, 8, 9, 10, 11]);
    expect(errors[0].reason).toMatch(/^bad date: "31\/02\/2025"/);
    expect(errors[1].reason).toMatch(/^bad amount: credit "1\.5OO\.000,00"/);
    expect(errors[2].reason).toMatch(/50 sen: the portal keeps whole rupiah/);
    expect(errors[3].reason).toBe("both debit and credit on one line");
    expect(errors[4].reason).toBe("neither debit nor credit on this line");
  });

  it("BCA: no CR/DB marker, a pending (PEND) line, a date outside the period", async () => {
    const errors = await refused("malformed-bca.csv");
    expect(errors).toEqual([
      { line: 7, reason: expect.stringMatching(/no debit\/credit marker/) },
      { line: 8, reason: expect.stringMatching(/pending transaction \(PEND\)/) },
      { line: 9, reason: expect.stringMatching(/outside the statement period/) },
    ]);
  });

  it("a file without an account number, and one that holds two accounts", async () => {
    expect(await refused("malformed-no-account.csv")).toEqual([{ line: 5, reason: expect.stringMatching(/^missing account/) }]);
    const mcm = new TextDecoder().decode(fixture("mandiri-mcm.csv")).replace(/\r\n1230001234567,IDR,04/, "\r\n1230009999999,IDR,04");
    expect(await refused("mcm.csv", text(mcm))).toEqual([{ line: 1, reason: expect.stringMatching(/several accounts \(1230001234567, 1230009999999\)/) }]);
  });

  it("an unknown layout names the layouts it knows", async () => {
    expect(await refused("malformed-unknown-layout.csv")).toEqual([{ line: 1, reason: expect.stringMatching(/^unknown layout: .*BRI.*MT940/) }]);
  });

  it("MT940: impossible value and entry dates, sen in a line and in a balance", async () => {
    expect(await refused("malformed.mt940")).toEqual([
      { line: 5, reason: expect.stringMatching(/^bad date: "251131"/) },
      { line: 5, reason: expect.stringMatching(/^bad date: entry date "1131"/) },
      { line: 7, reason: expect.stringMatching(/50 sen: the portal keeps whole rupiah/) },
      { line: 9, reason: expect.stringMatching(/^bad balance: .*50 sen/) },
    ]);
  });

  it("MT940: lines that do not add up to the balances (mt940js's check) point at :62F:", async () => {
    expect(await refused("unbalanced.mt940")).toEqual([{ line: 7, reason: expect.stringMatching(/do not add up/) }]);
  });

  it("MT940: a missing :25: account, a foreign currency, a tag MT940 does not have", async () => {
    const good = new TextDecoder().decode(fixture("unbalanced.mt940")).replace("11600123", "11500123");
    expect((await parseStatement("ok.sta", text(good))).ok).toBe(true);
    expect(await refused("a.sta", text(good.replace(":25:1230009876543\r\n", "")))).toEqual([{ line: 1, reason: "missing account: the statement has no :25: tag" }]);
    expect(await refused("b.sta", text(good.replaceAll("IDR", "USD")))).toEqual([
      { line: 4, reason: expect.stringMatching(/in USD: the portal imports rupiah/) },
      { line: 7, reason: expect.stringMatching(/in USD/) },
    ]);
    expect(await refused("c.sta", text(good.replace(":28C:", ":13D:")))).toEqual([{ line: 3, reason: "tag :13D: is not part of an MT940 statement" }]);
  });

  it("files that are not statements: empty, PDF, old .xls, an HTML page named .xls, a broken workbook", async () => {
    expect(await refused("e.csv", new Uint8Array())).toEqual([{ line: 1, reason: "the file is empty" }]);
    expect((await refused("s.pdf", text("%PDF-1.7\n...")))[0].reason).toMatch(/is a PDF/);
    expect((await refused("s.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))[0].reason).toMatch(/old Excel 97-2003/);
    expect((await refused("s.xls", text("<html><table><tr><td>Tanggal</td></tr></table></html>")))[0].reason).toMatch(/web page/);
    expect((await refused("s.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))[0].reason).toMatch(/Excel file cannot be read/);
  });
});

// A small seeded generator (mulberry32) so that a failure can be replayed.
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomLines(next: () => number, count: number): FixtureLine[] {
  const words = ["TRSF E-BANKING CR", "PT MAJU JAYA", "CV SUMBER REJEKI", "INV/2025/11/0042", "SKN; BANK BNI", 'KOPERASI "SEJAHTERA"', "PEMBAYARAN, TAGIHAN"];
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + Math.floor(next() * 30);
    const amount = 1 + Math.floor(next() * 50_000_000);
    const debit = next() < 0.2 ? amount : 0;
    return {
      date: `2025-11-${String(day).padStart(2, "0")}`,
      description: `${words[Math.floor(next() * words.length)]} ${words[Math.floor(next() * words.length)]}`,
      reference: `FT${String(i).padStart(6, "0")}`,
      credit: debit ? 0 : amount,
      debit,
    };
  });
}

describe("makeStatementCsv / makeStatementXlsx round trip (property: the parsed credits are the file's credits)", () => {
  const layouts: BankLayout[] = ["mt940", "mandiri", "bca", "bni", "bri"];
  it.each(layouts)("%s: 25 random statements, credits sum and count preserved", async (layout) => {
    for (let seed = 1; seed <= 25; seed++) {
      const next = random(seed * 7919 + layout.length);
      const lines = randomLines(next, 1 + Math.floor(next() * 40));
      const result = await parseStatement(`s.${layout}`, text(makeStatementCsv(layout, lines)));
      if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(result.errors.slice(0, 3))}`);
      const credits = lines.filter((l) => l.credit > 0);
      expect(result.statement.account).toBe(SAMPLE_ACCOUNTS[layout]);
      expect(result.statement.lines).toHaveLength(lines.length);
      expect(result.statement.lines.filter((l) => l.credit > 0)).toHaveLength(credits.length);
      expect(result.statement.lines.reduce((sum, l) => sum + l.credit, 0)).toBe(credits.reduce((sum, l) => sum + l.credit, 0));
      expect(result.statement.lines.map((l) => l.transactionDate)).toEqual(lines.map((l) => l.date));
      expect(result.statement.lines.map((l) => l.description)).toEqual(lines.map((l) => l.description));
    }
  });

  it.each(["mandiri", "bca", "bni", "bri"] as const)("%s .xlsx (number and date cells): same lines as the CSV", async (layout) => {
    const lines = randomLines(random(42), 12);
    const fromCsv = await parsed("s.csv", text(makeStatementCsv(layout, lines)));
    const fromXlsx = await parsed("s.xlsx", await makeStatementXlsx(layout, lines));
    expect(fromXlsx).toEqual(fromCsv);
  });

  it("an Excel amount with sen is refused on its row", async () => {
    const lines: FixtureLine[] = [{ date: "2025-11-03", description: "TRANSFER", reference: "1", credit: 1_500_000.5 }];
    expect(await refused("s.xlsx", await makeStatementXlsx("mandiri", lines))).toEqual([
      { line: 8, reason: expect.stringMatching(/50 sen/) },
      { line: 8, reason: expect.stringMatching(/^bad balance: .*50 sen/) },
    ]);
  });
});

describe("values", () => {
  it.each([
    ["03/11/2025", "2025-11-03"], ["3/1/25", "2025-01-03"], ["03-11-2025", "2025-11-03"], ["03.11.2025", "2025-11-03"],
    ["2025-11-03", "2025-11-03"], ["03 Agu 2025", "2025-08-03"], ["03 Aug 2025", "2025-08-03"], ["17 Agustus 2025", "2025-08-17"],
    ["03-Okt-25", "2025-10-03"], ["29 Des 2025", "2025-12-29"], ["29/02/2024", "2024-02-29"], ["03/11/25 08.15.22", "2025-11-03"],
  ])("date %s", (input, iso) => {
    expect(parseDate(input)).toEqual({ ok: true, value: iso });
  });

  it.each(["29/02/2025", "32/01/2025", "03/13/2025", "11/03", "03 Foo 2025", "2025/11/03", "PEND"])("refuses date %s", (input) => {
    expect(parseDate(input).ok).toBe(false);
  });

  it.each([
    ["1.500.000,00", "id", 1_500_000], ["1.500.000", "id", 1_500_000], ["1500000", "id", 1_500_000], ["Rp 1.500.000,-".replace(",-", ""), "id", 1_500_000],
    ["1,500,000.00", "en", 1_500_000], ["(25,000.00)", "en", -25_000], ["-25.000,00", "id", -25_000], ["0,00", "id", 0], ["", "id", null],
  ] as const)("amount %s (%s)", (input, style, value) => {
    expect(parseAmount(input, style)).toEqual({ ok: true, value });
  });

  it.each([["1.500.000,50", "id"], ["1,500,000.01", "en"], ["1,500,000.00", "id"], ["1.50.000", "id"], ["12abc", "en"], ["1.500", "en"]] as const)("refuses amount %s (%s)", (input, style) => {
    expect(parseAmount(input, style).ok).toBe(false);
  });

  it("detects the number style from decimals, then from grouping, else the layout's", () => {
    expect(detectNumberStyle(["1.500.000,00", "0,00"], "en")).toBe("id");
    expect(detectNumberStyle(["1,500,000.00"], "id")).toBe("en");
    expect(detectNumberStyle(["1.500.000", "250"], "en")).toBe("id");
    expect(detectNumberStyle(["250"], "en")).toBe("en");
  });
});
