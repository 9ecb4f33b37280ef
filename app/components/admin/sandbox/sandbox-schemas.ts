import { z } from "zod";
import { FINEST_OUTCOMES } from "~/integrations/accounting/catalogue";
import { GATEWAY_RULE_OUTCOMES, PAY_SCENARIOS } from "~/integrations/payment-gateway/catalogue";
import { TAX_OUTCOMES } from "~/integrations/tax-authority/catalogue";

// The sandbox page's forms (a rule, a quick answer, remove, clear), checked in the browser and again by the action.
export const TAX_FIELDS = { reference: "Invoice number (Ref Id)", namaLawanTransaksi: "Buyer name", npwpLawanTransaksi: "Buyer NPWP", kdJenisTransaksi: "Kode jenis transaksi", customerId: "SAP customer id" } as const;
export const FINEST_FIELDS = { kind: "Report (delivered / cashin)", invoiceNumber: "Invoice number", customer: "Customer name", productCode: "Product code" } as const;

const system = z.enum(["tax-authority", "accounting", "payment-gateway"]);
/** The outcomes each sandbox system's rules can give. */
export const outcomesOf = (s: z.infer<typeof system>): readonly string[] => (s === "tax-authority" ? TAX_OUTCOMES : s === "accounting" ? FINEST_OUTCOMES : GATEWAY_RULE_OUTCOMES);
export const SandboxRuleSchema = z
  .object({
    intent: z.literal("add"),
    system,
    outcome: z.string({ required_error: "Choose the outcome" }).min(1, "Choose the outcome"),
    remaining: z.preprocess((v) => (v === "" || v === undefined ? undefined : v), z.coerce.number().int("Use a whole number").min(1, "At least 1").max(1000, "At most 1000").optional()),
    matchField: z.string().trim().default(""),
    matchValue: z.string().trim().max(200).default(""),
    note: z.string().trim().max(500).default(""),
  })
  .superRefine((v, ctx) => {
    if (!outcomesOf(v.system).includes(v.outcome)) ctx.addIssue({ code: "custom", path: ["outcome"], message: "Choose one of the listed outcomes" });
    const fields: Record<string, string> = v.system === "tax-authority" ? TAX_FIELDS : FINEST_FIELDS;
    if (v.matchValue && !(v.matchField in fields)) ctx.addIssue({ code: "custom", path: ["matchField"], message: "Choose the field the rule looks at" });
    if (!v.matchValue && v.remaining === undefined) ctx.addIssue({ code: "custom", path: ["remaining"], message: "Say how many of the next requests, or give a value to match" });
  });
export const OtherSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quick"), system, outcome: z.string().min(1), note: z.string().trim().max(500).default("") }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1) }),
  z.object({ intent: z.literal("clear"), system }),
  z.object({ intent: z.literal("gatewayPay"), id: z.string().min(1).max(100), scenario: z.enum(PAY_SCENARIOS) }),
]);
