// Unique code: a few rupiah added to (or taken off) a bill so each open bill of a product has a distinct
// amount and an incoming transfer can be matched on the exact amount (domain-id.md section 4; spec section 9:
// 0 for none, negative for discount, positive for addition, magnitude under 1000).

export type UniqueCodeType = "none" | "discount" | "addition";

export const MAX_UNIQUE_CODE = 999;

export class UniqueCodeExhaustedError extends Error {
  constructor(type: UniqueCodeType) {
    super(
      `All ${MAX_UNIQUE_CODE} ${type} unique codes are in use by open billings of this product; ` +
        "settle or cancel one before issuing another.",
    );
    this.name = "UniqueCodeExhaustedError";
  }
}

/**
 * Picks a code not in `taken` (the codes of the product's open billings).
 * `random` is injected (Math.random in production, a fixed sequence in tests) so the pick is reproducible;
 * it is called once, and must return a number in [0, 1).
 */
export function pickUniqueCode(type: UniqueCodeType, taken: ReadonlySet<number>, random: () => number): number {
  if (type === "none") return 0;
  if (type !== "discount" && type !== "addition") throw new RangeError(`unknown unique code type "${String(type)}"`);
  const sign = type === "discount" ? -1 : 1;

  const free: number[] = [];
  for (let magnitude = 1; magnitude <= MAX_UNIQUE_CODE; magnitude++) {
    if (!taken.has(sign * magnitude)) free.push(sign * magnitude);
  }
  if (free.length === 0) throw new UniqueCodeExhaustedError(type);

  const r = random();
  if (!(r >= 0 && r < 1)) throw new RangeError(`random() must return a number in [0, 1), got ${r}`);
  return free[Math.floor(r * free.length)];
}
