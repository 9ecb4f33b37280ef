import { z } from "zod";

/**
 * The product form (create and edit), used on both sides: conform validates with it in the
 * browser and the server always validates again. What only the server can know (is the code
 * taken, does a typed e-mail already belong to a user, is a merchant key stored) is checked in
 * app/services/products.server.ts and answered as field errors on the same names.
 */

export const PERSON_ROLES = ["owners", "members", "operationals"] as const;
export type PersonListName = (typeof PERSON_ROLES)[number];
export const ROLE_OF_LIST = { owners: "owner", members: "member", operationals: "operational" } as const;
export const LIST_LABEL: Record<PersonListName, string> = { owners: "Owners", members: "Members", operationals: "Operational members" };

export const PO_NUMBER_PERIODES = ["daily", "monthly", "yearly"] as const;
export const UNIQUE_CODE_TYPES = ["none", "discount", "addition"] as const;
export const TRANSACTION_TYPES = ["postpaid", "prepaid"] as const;
export const PRODUCT_OWNERSHIPS = ["telkom", "non-telkom"] as const;
export const USE_CUSTOMER = ["no", "yes", "yes_with_posting"] as const;
export const YES_NO = ["yes", "no"] as const;
export const AUTO_SWITCH = ["disabled", "enabled"] as const;
export const PAYMENT_TYPES = ["internal", "mps"] as const;
export const MPS_MODES = ["sandbox", "production"] as const;
export const TEMPLATE_KINDS = ["po", "billing", "invoice"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];
export const GALLERIES = ["benefits", "banners", "features"] as const;
export type GalleryName = (typeof GALLERIES)[number];

/** Upload limits for product pictures (logo, template logos, benefit, banner and feature images). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const GALLERY_MAX_ITEMS = 10;
export const PEOPLE_MAX_ROWS = 20;
/** The machine refuses this default reference id as a signer (machines/invoice.machine.ts). */
export const DEFAULT_REFERENCE_ID = "99999";

export const LABELS = {
  po_number_periode: { daily: "Daily (PO-XX-yymmdd-…)", monthly: "Monthly (PO-XX-yymm00-…)", yearly: "Yearly" },
  unique_code_type: { none: "None", discount: "Discount (subtracted, under Rp 1.000)", addition: "Addition (added, under Rp 1.000)" },
  transaction_type: { postpaid: "Postpaid", prepaid: "Prepaid" },
  product_ownership: { telkom: "Telkom", "non-telkom": "Non-Telkom" },
  use_customer: { no: "No", yes: "Yes", yes_with_posting: "Yes, with posting" },
  yes_no: { yes: "Yes", no: "No" },
  auto_switch_payment_method: { disabled: "Disabled", enabled: "Enabled" },
  payment_type: { internal: "Internal (bank transfer)", mps: "Payment gateway (MPS)" },
  mps_mode: { sandbox: "Sandbox", production: "Production" },
} as const;

/*
 * Every message below is a whole sentence written out (no label pasted into a pattern), so that the screens can
 * show it in Bahasa Indonesia through the messages catalogue (app/locales/{en,id}/messages/products.ts).
 */
const ACCOUNT_CODE = /^[0-9A-Za-z.-]*$/;

/** Whole rupiah typed the Indonesian way ("6.500", "Rp 6.500") or plain ("6500"). */
const rupiah = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.replace(/^\s*Rp\.?\s*/i, "").replace(/[.\s]/g, "").replace(/,0+$/, "") : v), schema);

const PersonRowSchema = z.object({
  userId: z.string().trim().max(64).optional(),
  label: z.string().trim().max(120, "The name is at most 120 characters").optional(),
  email: z.string().trim().toLowerCase().max(200, "The e-mail is at most 200 characters").email("Enter a valid e-mail address").optional(),
  nik: z.string().trim().regex(/^\d{5,16}$/, "A NIK has 5 to 16 digits").optional(),
});
export type PersonRow = z.infer<typeof PersonRowSchema>;

const isBlankRow = (r: PersonRow) => !r.userId && !r.label && !r.email && !r.nik;

const CredentialsSchema = z.object({
  merchantId: z.string().trim().max(60, "The merchant id is at most 60 characters").regex(/^[\w.-]*$/, "The merchant id takes letters, digits, dots, dashes and underscores").optional(),
  /** Blank on edit keeps the stored key; never filled in by the server. */
  merchantKey: z.string().trim().max(200, "The merchant key is at most 200 characters").optional(),
  webhook: z.string().trim().max(300, "The webhook is at most 300 characters").url("Enter the webhook as a full URL (https://…)").optional(),
});

/** `path` is the template path's string with its own "Enter the … template" message. */
const TemplateSchema = (path: z.ZodString) =>
  z.object({
    templatePath: path
      .trim()
      .max(120, "The template path is at most 120 characters")
      .regex(/^[a-z0-9][a-z0-9/_-]*$/, "Use lowercase letters, digits, / _ and -"),
    color: z.string({ required_error: "Choose the dominant colour" }).trim().regex(/^#[0-9a-fA-F]{6}$/, "Choose the dominant colour"),
    removeLogo: z.boolean().default(false),
  });

const ConfigSchema = z.object({
  po_number_periode: z.enum(PO_NUMBER_PERIODES, { errorMap: () => ({ message: "Choose the PO number period" }) }),
  administration_fee: rupiah(
    z.coerce
      .number({ required_error: "Enter the administration fee", invalid_type_error: "Enter the administration fee in whole rupiah" })
      .int("Enter the administration fee in whole rupiah")
      .min(0, "The administration fee cannot be negative")
      .max(100_000_000, "The administration fee is at most Rp 100.000.000"),
  ),
  unique_code_type: z.enum(UNIQUE_CODE_TYPES, { errorMap: () => ({ message: "Choose the unique code type" }) }),
  transaction_type: z.enum(TRANSACTION_TYPES, { errorMap: () => ({ message: "Choose the transaction type" }) }),
  product_ownership: z.enum(PRODUCT_OWNERSHIPS, { errorMap: () => ({ message: "Choose the product ownership" }) }),
  skum_code: z.string().trim().max(40, "The SKUM code is at most 40 characters").default(""),
  use_customer: z.enum(USE_CUSTOMER, { errorMap: () => ({ message: "Choose the customer use" }) }),
  bypass_invoice_approval: z.enum(YES_NO, { errorMap: () => ({ message: "Choose the approval setting" }) }),
  auto_payment_verification: z.enum(YES_NO, { errorMap: () => ({ message: "Choose the payment verification setting" }) }),
  // Issue 23: issuing a billing needs its PO's verified BAST (services/basts.server.ts assertDeliveryConfirmed).
  billing_requires_bast: z.enum(YES_NO, { errorMap: () => ({ message: "Choose whether billing requires a verified BAST" }) }).default("no"),
  kode_unit: z.string().trim().max(20, "The unit code is at most 20 characters").default(""),
  business_area: z.string().trim().max(20, "The business area is at most 20 characters").default(""),
  akun_pendapatan: z.string().trim().max(20, "The revenue account is at most 20 characters").regex(ACCOUNT_CODE, "The revenue account takes letters, digits, dots and dashes").default(""),
  akun_bank: z.string().trim().max(20, "The bank account code is at most 20 characters").regex(ACCOUNT_CODE, "The bank account code takes letters, digits, dots and dashes").default(""),
  akun_piutang: z.string().trim().max(20, "The receivable account is at most 20 characters").regex(ACCOUNT_CODE, "The receivable account takes letters, digits, dots and dashes").default(""),
  akun_pdd: z.string().trim().max(20, "The deferred revenue account is at most 20 characters").regex(ACCOUNT_CODE, "The deferred revenue account takes letters, digits, dots and dashes").default(""),
  auto_switch_payment_method: z.enum(AUTO_SWITCH, { errorMap: () => ({ message: "Choose the auto-switch setting" }) }),
  payment_terms_days: z.coerce
    .number({ required_error: "Enter the payment terms in days", invalid_type_error: "Enter the payment terms in whole days" })
    .int("Enter the payment terms in whole days")
    .min(0, "The payment terms cannot be negative")
    .max(180, "The payment terms are at most 180 days"),
});

export type ProductFormContext = {
  /** Which gateway modes already hold a merchant key (an empty key field then keeps it). */
  storedKeys?: { sandbox: boolean; production: boolean };
};

const BaseSchema = z.object({
  name: z.string({ required_error: "Enter the product name" }).trim().min(2, "The product name has at least 2 characters").max(120, "The product name is at most 120 characters"),
  productCode: z
    .string({ required_error: "Enter the two-letter product code" })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "The product code is two letters, such as ST")
    .transform((v) => v.toUpperCase()),
  gatewayAppId: z.string().trim().max(60, "The gateway app id is at most 60 characters").regex(/^[\w.-]*$/, "The gateway app id takes letters, digits, dots, dashes and underscores").default(""),
  description: z.string().trim().max(500, "The description is at most 500 characters").default(""),
  removeLogo: z.boolean().default(false),
  owners: z.array(PersonRowSchema).max(PEOPLE_MAX_ROWS, `At most ${PEOPLE_MAX_ROWS} owners`).default([]),
  members: z.array(PersonRowSchema).max(PEOPLE_MAX_ROWS, `At most ${PEOPLE_MAX_ROWS} members`).default([]),
  operationals: z.array(PersonRowSchema).max(PEOPLE_MAX_ROWS, `At most ${PEOPLE_MAX_ROWS} operational members`).default([]),
  /** Which member row signs invoices, as `signerKey` names it. */
  signer: z.string().max(100).optional(),
  emailSetting: z.object({
    send_notification: z.boolean().default(false),
    po: z.boolean().default(false),
    billing: z.boolean().default(false),
    invoice: z.boolean().default(false),
    tax_invoice: z.boolean().default(false),
  }),
  templates: z.object({
    po: TemplateSchema(z.string({ required_error: "Enter the PO template" })),
    billing: TemplateSchema(z.string({ required_error: "Enter the billing template" })),
    invoice: TemplateSchema(z.string({ required_error: "Enter the invoice template" })),
  }),
  companion: z.object({
    companyId: z.string().trim().max(64).optional(),
    divisionId: z.string({ required_error: "Choose the companion division" }).trim().min(1, "Choose the companion division").max(64),
    companionId: z.string().trim().max(64).optional(),
  }),
  payment: z.object({
    type: z.enum(PAYMENT_TYPES, { errorMap: () => ({ message: "Choose the payment system" }) }),
    mode: z.enum(MPS_MODES, { errorMap: () => ({ message: "Choose the gateway mode" }) }).default("sandbox"),
    useDigimonMps: z.boolean().default(false),
    manualExpired: z.boolean().default(false),
    sendEmail: z.boolean().default(false),
    sandbox: CredentialsSchema.default({}),
    production: CredentialsSchema.default({}),
  }),
  bank: z.object({
    owner: z.string().trim().max(120, "The account holder is at most 120 characters").optional(),
    accountNumber: z.string().trim().regex(/^\d{6,20}$/, "An account number has 6 to 20 digits").optional(),
    bankName: z.string().trim().max(80, "The bank name is at most 80 characters").optional(),
    branchOffice: z.string().trim().max(120, "The branch is at most 120 characters").optional(),
  }),
  config: ConfigSchema,
  /** Ids of benefit, banner and feature images to remove. */
  removeImages: z.array(z.string().max(64)).max(3 * GALLERY_MAX_ITEMS).default([]),
});

export type ProductFormValue = z.infer<typeof BaseSchema>;

/**
 * The signer radio's value for a member row: the picked user, else the typed NIK, else the row's
 * position. A person, not a position, so removing another row (with JavaScript) never moves the
 * signature to somebody else; the position only stands in for a row still being typed.
 */
export const signerKey = (row: Partial<PersonRow> | undefined, index: number) => (row?.userId ? `u:${row.userId}` : row?.nik ? `n:${row.nik}` : `i:${index}`);

/** The index of the signer's member row, or -1. */
export function signerIndex(value: Pick<ProductFormValue, "members" | "signer">): number {
  if (!value.signer) return -1;
  return value.members.findIndex((row, index) => !isBlankRow(row) && (signerKey(row, index) === value.signer || `i:${index}` === value.signer));
}

/** The signer's member row, if the signer names a filled-in one. */
export function signerRow(value: Pick<ProductFormValue, "members" | "signer">): PersonRow | null {
  const index = signerIndex(value);
  return index >= 0 ? value.members[index] : null;
}

/** A typed-in person becomes a portal user only with a name, an e-mail and a NIK (spec section 5). */
export const becomesUser = (row: { userId?: string | null; label?: string; email?: string; nik?: string }) => !row.userId && Boolean(row.label && row.email && row.nik);

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const asRows = (v: unknown): PersonRow[] =>
  (Array.isArray(v) ? v : v && typeof v === "object" ? [v] : []).map((r: Record<string, unknown> | null) => ({
    userId: str(r?.userId) || undefined,
    label: str(r?.label) || undefined,
    email: str(r?.email).toLowerCase() || undefined,
    nik: str(r?.nik) || undefined,
  }));
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === "object" ? (v as Record<string, unknown>) : {});

/**
 * The rules that tie fields together (people, signer, bank or gateway credentials). They read the
 * submitted values leniently and run even when other fields are invalid, so one submission shows
 * every problem at once (a refinement on the object itself would wait for the rest to be valid).
 */
function crossCheck(raw: unknown, ctx: z.RefinementCtx, context: ProductFormContext) {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
  const input = obj(raw);
  const value = { owners: asRows(input.owners), members: asRows(input.members), operationals: asRows(input.operationals), signer: str(input.signer) || undefined };

  for (const list of PERSON_ROLES) {
    const seen = new Map<string, number>();
    value[list].forEach((row, index) => {
      if (isBlankRow(row)) return;
      if (row.userId) {
        if (row.label || row.email || row.nik) issue([list, index, "userId"], "Pick a user or type a person in, not both");
        const key = `user:${row.userId}`;
        if (seen.has(key)) issue([list, index, "userId"], `This person is already in row ${seen.get(key)! + 1}`);
        else seen.set(key, index);
        return;
      }
      if (!row.label) issue([list, index, "label"], "Enter the person's name");
      if (!row.nik) issue([list, index, "nik"], "Enter the NIK (it becomes the reference id)");
      if (row.nik) {
        const key = `nik:${row.nik}`;
        if (seen.has(key)) issue([list, index, "nik"], `This NIK is already in row ${seen.get(key)! + 1}`);
        else seen.set(key, index);
      }
    });
  }
  if (!value.owners.some((r) => !isBlankRow(r))) issue(["owners"], "Add at least one owner");

  const signer = signerRow(value);
  const at = signerIndex(value);
  if (value.signer !== undefined && !signer) issue(["signer"], "The invoice signer must be one of the members listed");
  else if (!signer && str(obj(input.config).bypass_invoice_approval) !== "yes") issue(["signer"], "Choose the member who signs invoices (or let invoices bypass approval)");
  if (signer && !signer.userId && !becomesUser(signer)) issue(["members", at, "email"], "The invoice signer signs in to approve: pick a user, or give name, e-mail and NIK so an account is created");
  if (signer?.nik === DEFAULT_REFERENCE_ID) issue(["members", at, "nik"], `${DEFAULT_REFERENCE_ID} is the default reference id and cannot sign invoices`);

  const payment = obj(input.payment);
  const type = str(payment.type);
  if (type === "internal") {
    const bank = obj(input.bank);
    if (!str(bank.owner)) issue(["bank", "owner"], "Enter the account holder");
    if (!str(bank.accountNumber)) issue(["bank", "accountNumber"], "Enter the account number");
    if (!str(bank.bankName)) issue(["bank", "bankName"], "Enter the bank");
  }
  const useDigimonMps = payment.useDigimonMps === true || payment.useDigimonMps === "on";
  if (type === "mps" && !useDigimonMps) {
    const mode = str(payment.mode) === "production" ? "production" : "sandbox";
    const c = obj(payment[mode]);
    const missing = MISSING_CREDENTIAL[mode];
    if (!str(c.merchantId)) issue(["payment", mode, "merchantId"], missing.merchantId);
    if (!str(c.merchantKey) && !context.storedKeys?.[mode]) issue(["payment", mode, "merchantKey"], missing.merchantKey);
    if (!str(c.webhook)) issue(["payment", mode, "webhook"], missing.webhook);
  }
}

/** The messages for a missing gateway credential, whole per mode (so the catalogue can translate each). */
const MISSING_CREDENTIAL = {
  sandbox: { merchantId: "Enter the sandbox merchant id", merchantKey: "Enter the sandbox merchant key", webhook: "Enter the sandbox webhook URL" },
  production: { merchantId: "Enter the production merchant id", merchantKey: "Enter the production merchant key", webhook: "Enter the production webhook URL" },
} as const;

/** The product form's schema; the context tells it what is already stored (edit). */
export function productFormSchema(context: ProductFormContext = {}) {
  return BaseSchema.and(
    z
      .any()
      .superRefine((raw, ctx) => crossCheck(raw, ctx, context))
      .transform(() => ({})),
  );
}

export const ProductFormSchema = productFormSchema();

export type NormalisedPerson = {
  list: PersonListName;
  /** The row's index in its list (for putting an error on the right field). */
  index: number;
  role: (typeof ROLE_OF_LIST)[PersonListName];
  userId: string | null;
  label: string;
  email: string;
  nik: string;
  isSigner: boolean;
};

/** The filled-in people rows of all three lists, with the signer marked (blank rows dropped). */
export function normalisePeople(value: Pick<ProductFormValue, PersonListName | "signer">): NormalisedPerson[] {
  const signer = signerIndex(value);
  return PERSON_ROLES.flatMap((list) =>
    value[list]
      .map((row, index) => ({ row, index }))
      .filter(({ row }) => !isBlankRow(row))
      .map(({ row, index }) => ({
        list,
        index,
        role: ROLE_OF_LIST[list],
        userId: row.userId || null,
        label: row.label ?? "",
        email: row.email ?? "",
        nik: row.nik ?? "",
        isSigner: list === "members" && index === signer,
      })),
  );
}

/** The list page's URL parameters: search, filters, sort and paging all live in the URL. */
export const PRODUCT_SORTS = ["name", "code", "fee", "terms", "updated", "created"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PER_PAGE_CHOICES = [10, 25, 50] as const;

export const ProductListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  payment: z.enum(["", ...PAYMENT_TYPES]).catch(""),
  periode: z.enum(["", ...PO_NUMBER_PERIODES]).catch(""),
  approval: z.enum(["", "required", "bypass"]).catch(""),
  division: z.string().trim().max(64).catch(""),
  sort: z.enum(PRODUCT_SORTS).catch("name"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  perpage: z.coerce
    .number()
    .refine((n) => (PER_PAGE_CHOICES as readonly number[]).includes(n))
    .catch(10),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
