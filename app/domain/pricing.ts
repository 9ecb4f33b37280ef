// Billing amounts (spec section 9, "Pricing rules"), all whole rupiah:
//   final_price = total_price + tax + administration_fee + unique_code
//   final_price_with_pph = final_price − pph
// The spec's "tax = 10% of total_price" is the pre-2022 row of the PPN table; the rate follows the tax date.
import { isIsoDate } from "./dates";
import { percentOfFloor, sumRupiah } from "./money";
import { ppnFor, type PpnRateRow } from "./tax-rates";

export class PricingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PricingError";
  }
}

export interface BillingLineInput {
  quantity: number;
  price: number;
}

export interface BillingInput {
  lines: readonly BillingLineInput[];
  /** Tanggal faktur, yyyy-mm-dd: picks the PPN rate. */
  taxDate: string;
  includePph: boolean;
  administrationFee: number;
  uniqueCode: number;
  includeTax?: boolean;
  /** PPh 23 rate; 2% by default (PMK 141/PMK.03/2015). A setting may double it for payees without NPWP. */
  pphPercent?: number;
  ppnTable?: readonly PpnRateRow[];
}

export interface BillingAmounts {
  lineTotals: number[];
  /** PPN per line, each rounded down; `tax` is their sum. */
  lineTaxes: number[];
  totalPrice: number;
  /** Sum of the lines' DPP nilai lain (equals totalPrice before 2025); 0 when tax is not included. */
  dpp: number;
  taxRateLabel: string;
  tax: number;
  pph: number;
  administrationFee: number;
  uniqueCode: number;
  finalPrice: number;
  finalPriceWithPph: number;
}

function isWhole(n: unknown): n is number {
  return typeof n === "number" && Number.isSafeInteger(n);
}

function validate(input: BillingInput): void {
  if (input.lines.length === 0) throw new PricingError("A billing needs at least one detail line.");
  input.lines.forEach(({ quantity, price }, i) => {
    const at = `Line ${i + 1}`;
    if (!isWhole(quantity) || quantity <= 0) throw new PricingError(`${at}: quantity must be a whole number above 0, got ${quantity}.`);
    if (!isWhole(price) || price < 0) throw new PricingError(`${at}: price must be whole rupiah, 0 or more, got ${price}.`);
    if (!Number.isSafeInteger(quantity * price)) throw new PricingError(`${at}: quantity × price is too large to bill.`);
  });
  if (!isWhole(input.administrationFee) || input.administrationFee < 0) {
    throw new PricingError(`Administration fee must be whole rupiah, 0 or more, got ${input.administrationFee}.`);
  }
  // spec section 9: the unique code's magnitude is under 1000 (negative for discount, positive for addition).
  if (!isWhole(input.uniqueCode) || Math.abs(input.uniqueCode) >= 1000) {
    throw new PricingError(`Unique code must be a whole number between -999 and 999, got ${input.uniqueCode}.`);
  }
  const pphPercent = input.pphPercent ?? 2;
  if (!isWhole(pphPercent) || pphPercent < 0 || pphPercent > 100) {
    throw new PricingError(`PPh rate must be a whole percentage from 0 to 100, got ${pphPercent}.`);
  }
  if (!isIsoDate(input.taxDate)) throw new PricingError(`Tax date must be written yyyy-mm-dd, got "${input.taxDate}".`);
}

export function computeBilling(input: BillingInput): BillingAmounts {
  validate(input);
  const includeTax = input.includeTax ?? true;
  const lineTotals = input.lines.map((l) => l.quantity * l.price);
  if (!Number.isSafeInteger(lineTotals.reduce((a, b) => a + b, 0))) throw new PricingError("The billing total is too large.");
  const totalPrice = sumRupiah(lineTotals);

  // Tax per line, each rounded down (SE-22/PJ.24/1990), header = sum of lines (domain-id.md, "What a faithful
  // implementation must get right" 1): the faktur's jumlahPpn is the sum of its lines' ppn, so taxing the header
  // total instead could exceed the faktur by up to Rp1 per line and be rejected.
  const ppnOf = (amount: number) => {
    try {
      return ppnFor(amount, input.taxDate, { table: input.ppnTable });
    } catch (e) {
      throw new PricingError(`Cannot compute PPN: ${(e as Error).message}.`);
    }
  };
  const perLine = includeTax ? lineTotals.map(ppnOf) : [];
  const lineTaxes = includeTax ? perLine.map((r) => r.ppn) : lineTotals.map(() => 0);
  const tax = sumRupiah(lineTaxes);
  const dpp = sumRupiah(perLine.map((r) => r.dppNilaiLain));

  // PPh 23 is withheld on the price before PPN, not on the 11/12 DPP, admin fee or unique code (domain-id.md section 3).
  const pph = input.includePph ? percentOfFloor(totalPrice, input.pphPercent ?? 2, 100) : 0;
  const finalPrice = sumRupiah([totalPrice, tax, input.administrationFee, input.uniqueCode]);
  const finalPriceWithPph = finalPrice - pph;
  if (finalPriceWithPph < 0) {
    throw new PricingError(`The unique-code discount (${input.uniqueCode}) exceeds the amount due.`);
  }
  return {
    lineTotals,
    lineTaxes,
    totalPrice,
    dpp,
    taxRateLabel: perLine[0]?.rateLabel ?? "",
    tax,
    pph,
    administrationFee: input.administrationFee,
    uniqueCode: input.uniqueCode,
    finalPrice,
    finalPriceWithPph,
  };
}
