import { buyerTin, formatNpwp15, isValidNik, kdJenisTransaksi, NO_TIN, normaliseNpwp, type KodeWapu } from "./efaktur";

describe("kdJenisTransaksi", () => {
  it.each<[KodeWapu, string, string]>([
    ["01", "2020-01-01", "01"],
    ["01", "2022-03-31", "01"],
    ["01", "2024-12-31", "01"],
    ["01", "2025-01-01", "04"], // PMK 131/2024: DPP nilai lain
    ["01", "2026-11-21", "04"],
    ["02", "2024-12-31", "02"],
    ["02", "2025-01-01", "02"],
    ["03", "2020-01-01", "03"],
    ["03", "2025-06-01", "03"],
  ])("kode_wapu %s on %s → %s", (kodeWapu, taxDate, code) => {
    expect(kdJenisTransaksi(kodeWapu, taxDate)).toBe(code);
  });

  it("follows an overriding PPN table without DPP nilai lain", () => {
    const table = [{ effectiveFrom: "2020-01-01", ratePercent: 12, legalBasis: "hypothetical" }];
    expect(kdJenisTransaksi("01", "2025-06-01", { table })).toBe("01");
  });

  it("rejects an unknown kode_wapu from stored data", () => {
    expect(() => kdJenisTransaksi("04" as KodeWapu, "2025-01-01")).toThrow(/unknown kode_wapu "04"/);
  });
  it("rejects a malformed tax date", () => {
    expect(() => kdJenisTransaksi("01", "01/01/2025")).toThrow(/tax date/);
  });
});

describe("normaliseNpwp", () => {
  it.each([
    ["01.234.567.8-901.000", "0012345678901000"],
    ["012345678901000", "0012345678901000"],
    ["0012345678901000", "0012345678901000"],
    [" 01.234.567.8-901.000 ", "0012345678901000"],
    ["000000000000000", NO_TIN], // e-Faktur CSV's "no NPWP" becomes Coretax's
    ["3171234567890001", "3171234567890001"], // NIK used as NPWP
    ["3171 2345 6789 0001", "3171234567890001"],
  ])("%j → %s", (input, expected) => {
    expect(normaliseNpwp(input)).toBe(expected);
  });

  it.each([
    "",
    "01/234",
    "12345678901234", // 14 digits
    "12345678901234567", // 17 digits
    "0012345678901000000000", // a 22-digit NITKU is not an NPWP
    "01.234.567.8-901.00A",
    "NPWP 012345678901000",
    "01,234,567,8-901,000",
  ])("%j → null", (input) => {
    expect(normaliseNpwp(input)).toBeNull();
  });
});

describe("isValidNik", () => {
  it.each([
    ["3171234567890001", true],
    ["1101010101010001", true],
    ["317123456789000", false], // 15
    ["31712345678900012", false], // 17
    ["3171 2345 6789 0001", false],
    ["317123456789000A", false],
    ["0000000000000000", false], // the no-TIN placeholder
    ["", false],
  ])("%j → %s", (nik, valid) => {
    expect(isValidNik(nik)).toBe(valid);
  });
});

describe("formatNpwp15", () => {
  it.each([
    ["012345678901000", "01.234.567.8-901.000"],
    ["0012345678901000", "01.234.567.8-901.000"],
    ["01.234.567.8-901.000", "01.234.567.8-901.000"],
    ["987654321012345", "98.765.432.1-012.345"],
  ])("%j → %s", (input, expected) => {
    expect(formatNpwp15(input)).toBe(expected);
  });

  it.each(["3171234567890001", "123", ""])("%j has no 15-digit form", (input) => {
    expect(formatNpwp15(input)).toBeNull();
  });
});

describe("buyerTin", () => {
  it.each<[string | null, string]>([
    [null, "0000000000000000"],
    ["", "0000000000000000"],
    ["   ", "0000000000000000"],
    ["000000000000000", "0000000000000000"],
    ["01.234.567.8-901.000", "0012345678901000"],
    ["3171234567890001", "3171234567890001"],
  ])("%j → %s", (npwp, tin) => {
    expect(buyerTin(npwp)).toBe(tin);
  });

  it("refuses a malformed NPWP instead of filing it as no NPWP", () => {
    expect(() => buyerTin("12-34")).toThrow(/buyer NPWP "12-34" is neither 15 nor 16 digits/);
  });
});
