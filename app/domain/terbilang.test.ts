import { terbilang, terbilangRupiah } from "./terbilang";

describe("terbilang", () => {
  it.each<[number | bigint, string]>([
    [0, "nol"],
    [1, "satu"],
    [10, "sepuluh"],
    [11, "sebelas"],
    [12, "dua belas"],
    [15, "lima belas"],
    [19, "sembilan belas"],
    [20, "dua puluh"],
    [21, "dua puluh satu"],
    [90, "sembilan puluh"],
    [100, "seratus"],
    [101, "seratus satu"],
    [110, "seratus sepuluh"],
    [111, "seratus sebelas"],
    [999, "sembilan ratus sembilan puluh sembilan"],
    [1_000, "seribu"],
    [1_001, "seribu satu"],
    [1_100, "seribu seratus"],
    [2_000, "dua ribu"],
    [10_000, "sepuluh ribu"],
    [11_000, "sebelas ribu"],
    [100_000, "seratus ribu"],
    [110_000, "seratus sepuluh ribu"],
    [111_111, "seratus sebelas ribu seratus sebelas"],
    [147_356, "seratus empat puluh tujuh ribu tiga ratus lima puluh enam"],
    [1_000_000, "satu juta"],
    [1_000_001, "satu juta satu"],
    [1_001_000, "satu juta seribu"],
    [1_100_000, "satu juta seratus ribu"],
    [2_500_000, "dua juta lima ratus ribu"],
    [100_000_000, "seratus juta"],
    [1_000_000_000, "satu miliar"],
    [2_000_000_001, "dua miliar satu"],
    [1_000_000_000_000, "satu triliun"],
    [
      1_234_567_890_123,
      "satu triliun dua ratus tiga puluh empat miliar lima ratus enam puluh tujuh juta delapan ratus sembilan puluh ribu seratus dua puluh tiga",
    ],
    [1_000_000_000_000_000n, "satu kuadriliun"],
    [
      // 2^53 + 1: not representable as a number, exact as a bigint
      9_007_199_254_740_993n,
      "sembilan kuadriliun tujuh triliun seratus sembilan puluh sembilan miliar dua ratus lima puluh empat juta tujuh ratus empat puluh ribu sembilan ratus sembilan puluh tiga",
    ],
    [1_000_000_000_000_000_000n, "satu kuintiliun"],
    [10n ** 33n, "satu desiliun"],
    [-1, "minus satu"],
    [-5_000, "minus lima ribu"],
    [-1_000_000n, "minus satu juta"],
  ])("%s → %s", (n, words) => {
    expect(terbilang(n)).toBe(words);
  });

  it.each([1.5, Number.NaN, Infinity, 2 ** 53])("refuses the number %s (pass a bigint for large amounts)", (n) => {
    expect(() => terbilang(n)).toThrow(RangeError);
  });

  it("refuses amounts beyond desiliun", () => {
    expect(() => terbilang(10n ** 36n)).toThrow(/beyond desiliun/);
  });

  it("never doubles, leads or trails a space", () => {
    const samples = [
      ...Array.from({ length: 2_001 }, (_, i) => i),
      ...Array.from({ length: 200 }, (_, i) => i * 1_000_003),
      1_000_000_000_001n,
      10n ** 20n + 1n,
    ];
    for (const n of samples) {
      const words = terbilang(n);
      expect(words).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });
});

describe("terbilangRupiah", () => {
  it.each<[number | bigint, string]>([
    [0, "Nol rupiah"],
    [1_000, "Seribu rupiah"],
    [1_000_000, "Satu juta rupiah"],
    [147_356, "Seratus empat puluh tujuh ribu tiga ratus lima puluh enam rupiah"],
    [1_090_000, "Satu juta sembilan puluh ribu rupiah"],
    [-5_000, "Minus lima ribu rupiah"],
    [10n ** 12n, "Satu triliun rupiah"],
  ])("%s → %s", (n, words) => {
    expect(terbilangRupiah(n)).toBe(words);
  });
});
