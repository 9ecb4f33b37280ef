import { pickUniqueCode, UniqueCodeExhaustedError, type UniqueCodeType } from "./unique-code";

const fixed = (r: number) => () => r;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// A small seeded generator (mulberry32) so a long run is reproducible.
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("pickUniqueCode", () => {
  it("is 0 for none and does not consume randomness", () => {
    const random = vi.fn(() => 0.5);
    expect(pickUniqueCode("none", new Set([0, 1]), random)).toBe(0);
    expect(random).not.toHaveBeenCalled();
  });

  it.each<[UniqueCodeType, number[], number, number]>([
    // [type, taken, random(), expected]; free codes are listed by magnitude, random() picks an index
    ["addition", [], 0, 1],
    ["addition", [], 0.5, 500], // floor(0.5 × 999) = 499 → the 500th code
    ["addition", [], 0.999_999, 999],
    ["discount", [], 0, -1],
    ["discount", [], 0.5, -500],
    ["discount", [], 0.999_999, -999],
    ["addition", [1, 2, 3], 0, 4],
    ["discount", [-1], 0, -2],
    // taken codes of the other sign do not block: -1 and 1 are different amounts
    ["discount", [1, 2], 0, -1],
    ["addition", [-1, 0], 0, 1],
    // 997 free codes: floor(0.5 × 997) = 498 → index 498 of [2, 3, ..., 499, 500, 502, ...] is 500
    ["addition", [1, 501], 0.5, 500],
  ])("%s with %j taken and random %s → %s", (type, taken, r, expected) => {
    expect(pickUniqueCode(type, new Set(taken), fixed(r))).toBe(expected);
  });

  it.each([0, 0.5, 0.999])("returns the only free code whatever random gives (%s)", (r) => {
    const taken = new Set(range(1, 999).filter((c) => c !== 777));
    expect(pickUniqueCode("addition", taken, fixed(r))).toBe(777);
    const takenDiscount = new Set(range(-999, -1).filter((c) => c !== -42));
    expect(pickUniqueCode("discount", takenDiscount, fixed(r))).toBe(-42);
  });

  it.each<UniqueCodeType>(["addition", "discount"])("throws a readable error when all %s codes are taken", (type) => {
    const taken = new Set(type === "addition" ? range(1, 999) : range(-999, -1));
    const pick = () => pickUniqueCode(type, taken, fixed(0));
    expect(pick).toThrow(UniqueCodeExhaustedError);
    expect(pick).toThrow(`All 999 ${type} unique codes are in use by open billings of this product`);
  });

  it.each([1, -0.1, Number.NaN, 2])("rejects random() = %s", (r) => {
    expect(() => pickUniqueCode("addition", new Set(), fixed(r))).toThrow(RangeError);
  });

  it("rejects an unknown type coming from stored config", () => {
    expect(() => pickUniqueCode("bonus" as UniqueCodeType, new Set(), fixed(0))).toThrow(/unknown unique code type "bonus"/);
  });

  it("replays the same codes from the same random sequence", () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      const taken = new Set<number>();
      return range(1, 20).map(() => {
        const code = pickUniqueCode("addition", taken, random);
        taken.add(code);
        return code;
      });
    };
    expect(run(7)).toEqual(run(7));
    expect(run(7)).not.toEqual(run(8));
  });

  it("issues 999 distinct discount codes, then refuses the 1000th", () => {
    const random = seeded(2025);
    const taken = new Set<number>();
    for (let i = 0; i < 999; i++) {
      const code = pickUniqueCode("discount", taken, random);
      expect(code).toBeGreaterThanOrEqual(-999);
      expect(code).toBeLessThanOrEqual(-1);
      expect(taken.has(code)).toBe(false);
      taken.add(code);
    }
    expect(taken.size).toBe(999);
    expect(() => pickUniqueCode("discount", taken, random)).toThrow(UniqueCodeExhaustedError);
  });
});
