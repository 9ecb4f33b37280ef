// Terbilang: an amount in Indonesian words, as printed on invoices (domain-id.md section 5).
// BigInt throughout, so amounts above 2^53 are spelled exactly; standard spellings "miliar"/"triliun"
// (not the common "milyar"/"trilyun"), and "se-" only for 10, 11, 100 and 1000 ("satu juta", not "sejuta").

const DIGITS = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];

// Powers of 1000. Beyond kuadriliun the short-scale names continue; past the last, we refuse.
const SCALES = [
  "",
  "ribu",
  "juta",
  "miliar",
  "triliun",
  "kuadriliun",
  "kuintiliun",
  "sekstiliun",
  "septiliun",
  "oktiliun",
  "noniliun",
  "desiliun",
];

/** 1..999 in words. */
function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 1) words.push("seratus");
  else if (hundreds > 1) words.push(DIGITS[hundreds], "ratus");

  if (rest === 10) words.push("sepuluh");
  else if (rest === 11) words.push("sebelas");
  else if (rest > 11 && rest < 20) words.push(DIGITS[rest - 10], "belas");
  else if (rest >= 20) {
    words.push(DIGITS[Math.floor(rest / 10)], "puluh");
    if (rest % 10) words.push(DIGITS[rest % 10]);
  } else if (rest > 0) words.push(DIGITS[rest]);
  return words;
}

function toBigInt(n: number | bigint): bigint {
  if (typeof n === "bigint") return n;
  // Above 2^53 a number has already lost its last digits; spelling it would print a different amount.
  if (!Number.isSafeInteger(n)) throw new RangeError(`terbilang needs a whole number within ±2^53 or a bigint, got ${n}`);
  return BigInt(n);
}

/** "satu juta dua ratus tiga puluh empat ribu lima ratus enam puluh tujuh"; "nol" for 0; "minus …" below 0. */
export function terbilang(n: number | bigint): string {
  let value = toBigInt(n);
  if (value === 0n) return "nol";
  const negative = value < 0n;
  if (negative) value = -value;

  const groups: number[] = [];
  for (; value > 0n; value /= 1000n) groups.push(Number(value % 1000n));
  if (groups.length > SCALES.length) throw new RangeError("amount too large to spell (beyond desiliun)");

  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (g === 0) continue;
    if (i === 1 && g === 1) words.push("seribu");
    else words.push(...belowThousand(g), SCALES[i]);
  }
  if (negative) words.unshift("minus");
  // Empty scale names (the units group) are dropped here, so words are always single-spaced.
  return words.filter(Boolean).join(" ");
}

/** For documents: "Satu juta rupiah", "Nol rupiah", "Minus lima ribu rupiah". */
export function terbilangRupiah(n: number | bigint): string {
  const words = terbilang(n);
  return `${words[0].toUpperCase()}${words.slice(1)} rupiah`;
}
