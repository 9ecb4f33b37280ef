// Integer-rupiah helpers shared by every domain module.
// Money is whole rupiah (domain-id.md, "Decisions"): a number that is not a safe integer is a bug,
// so the helpers fail loudly instead of printing or storing a silently rounded figure.

// Fraction digits are pinned to 0: older ICU builds print "Rp 1.234.567,00" otherwise (domain-id.md section 5).
const RUPIAH = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const GROUPED = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

export function assertRupiah(n: unknown, label = "amount"): asserts n is number {
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    throw new RangeError(`${label} must be a whole number of rupiah within ±2^53, got ${String(n)}`);
  }
}

function checkedForDisplay(n: number | bigint): number | bigint {
  if (typeof n === "bigint") return n;
  assertRupiah(n);
  // -0 would print "-Rp 0".
  return n === 0 ? 0 : n;
}

/** "Rp 1.234.567" (U+00A0 after Rp), "-Rp 5.000". */
export function formatRupiah(n: number | bigint): string {
  return RUPIAH.format(checkedForDisplay(n));
}

/** "1.234.567" */
export function formatNumberId(n: number | bigint): string {
  return GROUPED.format(checkedForDisplay(n));
}

// Optional sign, optional "Rp"/"Rp." prefix, then either plain digits or id-ID groups of three,
// optionally followed by a zero-only fraction (",00") as older exports print.
const INPUT = /^(-?)(?:rp\.?)?(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,0+)?$/i;

/** Parses what a person types into an amount field; null when it is not a whole rupiah amount. */
export function parseRupiahInput(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]+/g, "");
  const m = INPUT.exec(compact);
  if (!m || (m[1] && m[2])) return null;
  const value = Number(m[3].replace(/\./g, ""));
  if (!Number.isSafeInteger(value)) return null;
  return m[1] || m[2] ? -value || 0 : value;
}

/** Sums whole-rupiah amounts; throws if an addend or the total leaves the safe-integer range. */
export function sumRupiah(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) {
    assertRupiah(v, "addend");
    total += v;
    // Checked at every step: once past 2^53 a later addend could bring the float back into range wrongly.
    assertRupiah(total, "sum");
  }
  return total;
}

/**
 * floor(amount × numerator / denominator), exact.
 * Done in BigInt because amount × numerator can exceed 2^53 and float division
 * misrounds values like 3,453,454 × 0.11 (SE-22/PJ.24/1990: tax is rounded down, so Rp1 matters).
 * Floors toward −∞ (true floor), not toward zero.
 */
export function percentOfFloor(amount: number, numerator: number, denominator: number): number {
  assertRupiah(amount);
  assertRupiah(numerator, "numerator");
  assertRupiah(denominator, "denominator");
  if (denominator <= 0) throw new RangeError(`denominator must be positive, got ${denominator}`);
  const product = BigInt(amount) * BigInt(numerator);
  const den = BigInt(denominator);
  let q = product / den; // BigInt division truncates toward zero
  if (product % den !== 0n && product < 0n) q -= 1n;
  const result = Number(q);
  assertRupiah(result, "result");
  return result;
}
