import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { BankAccount, DocumentTemplates, ImageItem, MpsCredentials, PaymentSystem, ProductConfig } from "~/domain/product-settings";
import {
  companionOptions,
  deleteProductImages,
  findProductImage,
  getProduct,
  type MemberRecord,
  membersOf,
  orgNode,
  organisationOptions,
  peopleOptions,
  productIdByCode,
  purchaseOrderCount,
  type ProductRecord,
  type ProductRow,
  saveProductRecord,
  type CompanionUserRecord,
  userNames,
  usersByEmails,
  usersByIds,
} from "~/models/product.server";
import { type AccessUser } from "~/models/user.server";
import { recordActivity } from "~/models/activity.server";
import { diffFields } from "~/domain/field-diff";
import {
  becomesUser,
  DEFAULT_REFERENCE_ID,
  GALLERIES,
  GALLERY_MAX_ITEMS,
  type GalleryName,
  IMAGE_MAX_BYTES,
  LIST_LABEL,
  normalisePeople,
  productFormSchema,
  type ProductFormValue,
  signerKey,
  TEMPLATE_KINDS,
  type TemplateKind,
} from "~/lib/schemas/product";
import { listScope } from "./access-scope.server";
import { requireReadableRow } from "./document-access.server";
import { sendAccountInvitation } from "./account.server";
import { hasPermission } from "./auth.server";
import { decryptSecret, encryptSecret, maskSecret } from "./crypto.server";
import { env } from "./env.server";
import { httpError, responseMessage } from "./http.server";
import { logger } from "./logger.server";
import { type AttachmentRow, checkUpload, storeUpload } from "./uploads.server";

/* ---------- Who may do what ---------- */

/** A product the user may see (document-access.server.ts): read:product:* and within their list scope; anything else is a plain 404. */
export function requireVisibleProduct(user: AccessUser, id: string): ProductRow {
  return requireReadableRow(user, "product", getProduct(id));
}

/** Editing needs manage:product and, unless the user sees every product, a product within their scope. */
export function requireManageableProduct(user: AccessUser, id: string): ProductRow {
  if (!hasPermission(user, "manage:product")) throw httpError(403, "You need the permission manage:product for this.");
  return requireVisibleProduct(user, id);
}

export const mayManageProducts = (user: AccessUser) => hasPermission(user, "manage:product");

/* ---------- Pictures ---------- */

const IMAGE_ROUTE = "/resources/product-image/";
export const productImageUrl = (attachmentId: string) => `${IMAGE_ROUTE}${attachmentId}`;
const attachmentIdOf = (url: string | null | undefined) => (url?.startsWith(IMAGE_ROUTE) ? url.slice(IMAGE_ROUTE.length).split("?")[0] : null);

/**
 * Where a product picture lives on disk, for the PDF renderer: an uploaded one under DATA_DIR/uploads,
 * a bundled one under public/. Null when the URL is neither (or the upload record is gone).
 */
export function productImageFile(url: string | null | undefined): string | null {
  if (!url) return null;
  const id = attachmentIdOf(url);
  if (id) {
    const row = findProductImage(id);
    return row ? path.resolve(env().DATA_DIR, "uploads", row.filename) : null;
  }
  return url.startsWith("/images/") ? path.resolve("public", url.slice(1)) : null;
}

const IMAGE_RULES = { allowed: ["png", "jpg"] as const, maxBytes: IMAGE_MAX_BYTES };
const SINGLE_FILES = ["logoFile", "poLogoFile", "billingLogoFile", "invoiceLogoFile"] as const;
const GALLERY_FILES: Record<GalleryName, string> = { benefits: "benefitsFiles", banners: "bannersFiles", features: "featuresFiles" };
const templateFile = (kind: TemplateKind) => `${kind}LogoFile` as const;

/** Files a person actually chose (an empty file input still submits a nameless, empty part). */
function chosenFiles(formData: FormData, name: string): File[] {
  return formData.getAll(name).filter((v): v is File => typeof v === "object" && v !== null && "arrayBuffer" in v && Boolean((v as File).name) && (v as File).size > 0);
}

function removeStoredFiles(rows: Pick<AttachmentRow, "filename">[]) {
  for (const row of rows) {
    try {
      rmSync(path.resolve(env().DATA_DIR, "uploads", row.filename), { force: true });
    } catch (error) {
      logger.warn({ error, file: row.filename }, "could not remove a product picture");
    }
  }
}

/* ---------- What the browser gets (never a merchant key) ---------- */

function maskedKey(sealed: string | undefined): string | null {
  if (!sealed) return null;
  try {
    return maskSecret(decryptSecret(sealed));
  } catch {
    return "•••• (cannot be read with the current encryption key)";
  }
}

function credentialsView(c: MpsCredentials | null | undefined) {
  return { merchantId: c?.merchant_id ?? "", webhook: c?.webhook ?? "", keyMask: maskedKey(c?.merchant_key_encrypted) };
}

function paymentView(p: PaymentSystem) {
  return {
    type: p.payment_type,
    mode: p.mps_mode ?? "sandbox",
    registeredAt: p.registered_at ?? null,
    registrationStatus: p.registration_status ?? null,
    useDigimonMps: Boolean(p.use_digimon_mps),
    manualExpired: Boolean(p.manual_expired),
    sendEmail: Boolean(p.send_email),
    sandbox: credentialsView(p.sandbox),
    production: credentialsView(p.production),
  };
}

/** Everything the detail and edit pages show about a product, with the merchant keys masked. */
export function productView(product: ProductRow) {
  const order = { owner: 0, member: 1, operational: 2 } as const;
  const members = membersOf(product.id).sort((a, b) => order[a.role] - order[b.role] || a.name.localeCompare(b.name));
  const linked = userNames(members.flatMap((m) => (m.userId ? [m.userId] : [])));
  const companionName = product.companion.companion_id ? userNames([product.companion.companion_id]).get(product.companion.companion_id)?.name ?? null : null;
  const company = product.companion.organization_company_id ? orgNode(product.companion.organization_company_id) : null;
  const division = product.companion.division_id ? orgNode(product.companion.division_id) : null;
  return {
    id: product.id,
    name: product.name,
    productCode: product.productCode,
    description: product.description,
    imageLogo: product.imageLogo,
    gatewayAppId: product.gatewayAppId,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    emailSetting: product.emailSetting,
    documentTemplate: product.documentTemplate,
    companion: {
      companyId: product.companion.organization_company_id,
      companyName: company?.name ?? null,
      divisionId: product.companion.division_id,
      divisionName: product.companion.division_name ?? division?.name ?? null,
      divisionCode: division?.code ?? null,
      companionId: product.companion.companion_id,
      companionName,
    },
    payment: paymentView(product.paymentSystem),
    bank: product.bank,
    config: product.config,
    benefits: product.benefits,
    banners: product.banners,
    features: product.features,
    people: members.map((m) => ({
      id: m.id,
      role: m.role,
      userId: m.userId,
      name: m.name,
      email: m.email,
      referenceId: m.referenceId,
      isInvoiceSigner: m.isInvoiceSigner,
      userStatus: m.userId ? linked.get(m.userId)?.status ?? null : null,
    })),
  };
}
export type ProductView = ReturnType<typeof productView>;

/* ---------- The form ---------- */

/** The choices the form offers (people, companions, companies, divisions). */
export function productFormOptions(view?: ProductView) {
  const linked = view?.people.flatMap((p) => (p.userId ? [p.userId] : [])) ?? [];
  return { people: peopleOptions(linked), companions: companionOptions(view?.companion.companionId), ...organisationOptions() };
}

const DEFAULT_COLOR = "#1d4ed8";

/** The form's initial value for a new product: the creator as first owner, sensible config defaults. */
export function newProductDefaults(user: AccessUser): DefaultValue<ProductFormValue> {
  const { companies } = organisationOptions();
  return {
    owners: [{ userId: user.id }],
    members: [{ userId: user.id }],
    operationals: [],
    emailSetting: { send_notification: true, po: true, billing: true, invoice: true, tax_invoice: true },
    templates: Object.fromEntries(TEMPLATE_KINDS.map((k) => [k, { templatePath: `templates/${k}-default`, color: DEFAULT_COLOR }])),
    companion: { companyId: companies[0]?.id ?? "", divisionId: user.division.id ?? "" },
    payment: { type: "internal", mode: "sandbox", sendEmail: true },
    bank: { bankName: "Bank Mandiri" },
    config: {
      po_number_periode: "monthly",
      administration_fee: "0",
      unique_code_type: "none",
      transaction_type: "postpaid",
      product_ownership: "telkom",
      use_customer: "yes",
      bypass_invoice_approval: "no",
      auto_payment_verification: "no",
      billing_requires_bast: "no",
      auto_switch_payment_method: "disabled",
      payment_terms_days: "14",
    },
  };
}

/** The form's initial value for an existing product (merchant keys stay empty: blank keeps the stored key). */
export function editProductDefaults(view: ProductView): DefaultValue<ProductFormValue> {
  const rows = (role: "owner" | "member" | "operational") =>
    view.people.filter((p) => p.role === role).map((p) => (p.userId ? { userId: p.userId } : { label: p.name, email: p.email || undefined, nik: p.referenceId }));
  const members = rows("member");
  const signerAt = view.people.filter((p) => p.role === "member").findIndex((p) => p.isInvoiceSigner);
  const c = view.config;
  return {
    name: view.name,
    productCode: view.productCode,
    gatewayAppId: view.gatewayAppId ?? "",
    description: view.description,
    owners: rows("owner"),
    members,
    operationals: rows("operational"),
    signer: signerAt >= 0 ? signerKey(members[signerAt], signerAt) : undefined,
    emailSetting: view.emailSetting,
    templates: Object.fromEntries(TEMPLATE_KINDS.map((k) => [k, { templatePath: view.documentTemplate[k].template_path, color: view.documentTemplate[k].dominant_color }])),
    companion: { companyId: view.companion.companyId ?? "", divisionId: view.companion.divisionId ?? "", companionId: view.companion.companionId ?? "" },
    payment: {
      type: view.payment.type,
      mode: view.payment.mode,
      useDigimonMps: view.payment.useDigimonMps,
      manualExpired: view.payment.manualExpired,
      sendEmail: view.payment.sendEmail,
      sandbox: { merchantId: view.payment.sandbox.merchantId, webhook: view.payment.sandbox.webhook },
      production: { merchantId: view.payment.production.merchantId, webhook: view.payment.production.webhook },
    },
    bank: { owner: view.bank?.owner, accountNumber: view.bank?.account_number, bankName: view.bank?.bank_name, branchOffice: view.bank?.branch_office },
    config: { ...c, administration_fee: String(c.administration_fee), payment_terms_days: String(c.payment_terms_days), billing_requires_bast: c.billing_requires_bast ?? "no" },
  };
}

const HIDDEN_FIELDS = ["payment.sandbox.merchantKey", "payment.production.merchantKey"];

export type SaveOutcome =
  | { ok: true; id: string; invited: string[] }
  | { ok: false; status: number; result: SubmissionResult<string[]> };

type FieldErrors = Record<string, string[]>;
const addError = (errors: FieldErrors, name: string, message: string) => {
  (errors[name] ??= []).push(message);
};

/**
 * Creates (existingId undefined) or edits a product from its submitted form. Order matters for
 * "nothing half-written": validate the form, then everything only the database knows, then every
 * file; only then store the files and write the product in one transaction. A refusal after the
 * files were stored removes them again.
 */
export async function saveProduct(user: AccessUser, formData: FormData, existingId?: string): Promise<SaveOutcome> {
  if (!mayManageProducts(user)) throw httpError(403, "You need the permission manage:product for this.");
  const existing = existingId ? requireManageableProduct(user, existingId) : null;
  const storedKeys = { sandbox: Boolean(existing?.paymentSystem.sandbox?.merchant_key_encrypted), production: Boolean(existing?.paymentSystem.production?.merchant_key_encrypted) };
  const submission = parseWithZod(formData, { schema: productFormSchema({ storedKeys }) });
  if (submission.status !== "success") {
    return { ok: false, status: submission.status === "error" ? 400 : 200, result: submission.reply({ hideFields: HIDDEN_FIELDS }) };
  }
  const value = submission.value;
  const errors: FieldErrors = {};
  const productId = existing?.id ?? randomUUID();

  // The code is unique (the index decides in the end; this gives the plain message first).
  const holder = productIdByCode(value.productCode);
  if (holder && holder !== productId) addError(errors, "productCode", `${value.productCode} is already the code of another product`);
  if (existing && existing.productCode !== value.productCode) {
    // PO, billing and invoice numbers carry the code: once documents exist it is part of their identity.
    const orders = purchaseOrderCount(existing.id);
    if (orders > 0) addError(errors, "productCode", `The code stays ${existing.productCode}: ${orders} purchase order${orders === 1 ? "" : "s"} already carry it in their numbers`);
  }

  const people = resolvePeople(value, existing, errors);
  const companion = resolveCompanion(value, errors);

  const scope = listScope(user, "product");
  if (!scope.all && !people.userIds.includes(user.id) && !(companion && scope.divisionIds.includes(companion.division_id ?? ""))) {
    addError(errors, "owners", "Add yourself as an owner, member or operational member: otherwise you could no longer open this product");
  }

  // Every file is checked before anything is stored.
  const files = await checkFiles(formData, value, existing, errors);

  if (Object.keys(errors).length) return { ok: false, status: 400, result: submission.reply({ fieldErrors: errors, hideFields: HIDDEN_FIELDS }) };

  const stored: AttachmentRow[] = [];
  try {
    for (const file of files.all) stored.push(await storeUpload(file, { ownerKind: "product", ownerId: productId, uploadedBy: user.id, attachmentType: "other" }, IMAGE_RULES));
  } catch (error) {
    deleteProductImages(stored.map((s) => s.id));
    removeStoredFiles(stored);
    throw error;
  }
  const urlOf = (file: File | undefined) => {
    const row = file ? stored[files.all.indexOf(file)] : undefined;
    return row ? productImageUrl(row.id) : null;
  };

  const removed: string[] = [];
  const keepOrReplace = (current: string | null | undefined, file: File | undefined, remove: boolean) => {
    const next = urlOf(file) ?? (remove ? null : current ?? null);
    const oldId = attachmentIdOf(current);
    if (oldId && next !== current) removed.push(oldId);
    return next;
  };

  const documentTemplate = Object.fromEntries(
    TEMPLATE_KINDS.map((k) => {
      const t = value.templates[k];
      return [k, { template_path: t.templatePath, dominant_color: t.color.toLowerCase(), logo_url: keepOrReplace(existing?.documentTemplate[k].logo_url, files.templates[k], t.removeLogo) }];
    }),
  ) as DocumentTemplates;

  const galleries = Object.fromEntries(
    GALLERIES.map((g) => {
      const kept = (existing?.[g] ?? []).filter((item) => {
        if (!value.removeImages.includes(item.id)) return true;
        const id = attachmentIdOf(item.image);
        if (id) removed.push(id);
        return false;
      });
      const added: ImageItem[] = files.galleries[g].map((file) => {
        const row = stored[files.all.indexOf(file)];
        return { id: row.id, image: productImageUrl(row.id), image_path: `uploads/${row.filename}`, status: "upload" };
      });
      return [g, [...kept, ...added]];
    }),
  ) as Record<GalleryName, ImageItem[]>;

  const signer = people.members.find((m) => m.isInvoiceSigner) ?? null;
  const config: ProductConfig = { ...value.config, invoice_signer: signer?.referenceId ?? null };
  const record: ProductRecord = {
    id: productId,
    name: value.name,
    productCode: value.productCode,
    description: value.description,
    gatewayAppId: value.gatewayAppId || null,
    imageLogo: keepOrReplace(existing?.imageLogo, files.logo, value.removeLogo),
    emailSetting: value.emailSetting,
    documentTemplate,
    companion: companion!,
    paymentSystem: paymentSystemOf(value, existing?.paymentSystem),
    bank: bankOf(value),
    config,
    ...galleries,
  };

  const removedRows = removed.flatMap((id) => findProductImage(id) ?? []);
  try {
    saveProductRecord({ product: record, isNew: !existing, members: people.members, newUsers: people.newUsers, removedAttachmentIds: removed }, (tx, before) =>
      recordActivity(tx, {
        userId: user.id,
        action: existing ? "product.updated" : "product.created",
        entity: { kind: "product", id: productId },
        detail: { code: value.productCode, productId, invitations: people.newUsers.map((u) => u.email), changes: diffFields(before, record, PRODUCT_AUDIT) },
      }),
    );
  } catch (error) {
    deleteProductImages(stored.map((s) => s.id));
    removeStoredFiles(stored);
    if (isUniqueViolation(error, "products.product_code")) {
      return { ok: false, status: 409, result: submission.reply({ fieldErrors: { productCode: [`${value.productCode} was just taken by another product`] }, hideFields: HIDDEN_FIELDS }) };
    }
    throw error;
  }

  // After the commit: old pictures go, new people get their activation e-mail.
  removeStoredFiles(removedRows);
  const invited: string[] = [];
  for (const u of people.newUsers) {
    try {
      await sendAccountInvitation({ id: u.id, email: u.email, fullname: u.fullname }, { kind: "added-to-product", product: value.name, productCode: value.productCode, by: user.displayName });
      invited.push(u.email);
    } catch (error) {
      logger.error({ error, userId: u.id }, "could not send the activation e-mail to a new product member");
    }
  }
  return { ok: true, id: productId, invited };
}

/**
 * What of a product the audit trail records (issue 22): its settings, bank, payment system and division, with the
 * MPS keys hidden. Pictures, document templates and e-mail texts are left out: they move no money.
 */
const PRODUCT_AUDIT = { ignore: ["id", "imageLogo", "documentTemplate", "emailSetting", "benefits", "banners", "features"], secretKeys: ["merchant_key_encrypted"] };

function isUniqueViolation(error: unknown, column: string) {
  const e = error as { code?: string; message?: string };
  return e?.code === "SQLITE_CONSTRAINT_UNIQUE" && Boolean(e.message?.includes(column));
}

/* ---------- Pieces of a save ---------- */

type ResolvedPeople = { members: MemberRecord[]; newUsers: CompanionUserRecord[]; userIds: string[] };

/**
 * Turns the three people lists into member rows. A picked user brings their own name, e-mail and
 * reference id; a typed-in person keeps label, e-mail and NIK, and becomes a pending companion user
 * only when all three are given (spec section 5). One typed e-mail is one person across the lists.
 */
function resolvePeople(value: ProductFormValue, existing: ProductRow | null, errors: FieldErrors): ResolvedPeople {
  const people = normalisePeople(value);
  const picked = new Map(usersByIds([...new Set(people.flatMap((p) => (p.userId ? [p.userId] : [])))]).map((u) => [u.id, u]));
  const onProduct = new Set(existing ? membersOf(existing.id).flatMap((m) => (m.userId ? [m.userId] : [])) : []);
  const typedEmails = [...new Set(people.filter((p) => becomesUser(p)).map((p) => p.email))];
  const taken = new Map(usersByEmails(typedEmails).map((u) => [u.email, u]));
  const newUsers = new Map<string, CompanionUserRecord>();
  const members: MemberRecord[] = [];
  const seen = new Map<string, string>();

  for (const person of people) {
    const field = (name: string) => `${person.list}[${person.index}].${name}`;
    let record: MemberRecord;
    if (person.userId) {
      const u = picked.get(person.userId);
      if (!u || u.status === "deleted" || (u.status !== "active" && !onProduct.has(u.id))) {
        addError(errors, field("userId"), "Pick an active user");
        continue;
      }
      record = { role: person.role, userId: u.id, name: u.fullname ?? u.email, email: u.email, referenceId: u.referenceId, isInvoiceSigner: person.isSigner };
    } else if (becomesUser(person)) {
      const owner = taken.get(person.email);
      if (owner) {
        addError(errors, field("email"), `${person.email} already belongs to ${owner.fullname ?? owner.email}: pick them from the list instead`);
        continue;
      }
      let created = newUsers.get(person.email);
      if (created && created.nik !== person.nik) {
        addError(errors, field("nik"), `${person.email} was typed with NIK ${created.nik} elsewhere`);
        continue;
      }
      created ??= { id: randomUUID(), fullname: person.label, email: person.email, nik: person.nik };
      newUsers.set(person.email, created);
      record = { role: person.role, userId: created.id, name: person.label, email: person.email, referenceId: person.nik, isInvoiceSigner: person.isSigner };
    } else {
      record = { role: person.role, userId: null, name: person.label, email: person.email, referenceId: person.nik, isInvoiceSigner: false };
    }
    const key = `${record.role}:${record.referenceId}`;
    if (seen.has(key)) {
      addError(errors, field(person.userId ? "userId" : "nik"), `Same reference id (${record.referenceId}) as ${seen.get(key)} in ${LIST_LABEL[person.list].toLowerCase()}`);
      continue;
    }
    seen.set(key, record.name);
    if (record.isInvoiceSigner && record.referenceId === DEFAULT_REFERENCE_ID) {
      addError(errors, field(person.userId ? "userId" : "nik"), `${record.name} has only the default reference id ${DEFAULT_REFERENCE_ID} and cannot sign invoices`);
    }
    members.push(record);
  }
  return { members, newUsers: [...newUsers.values()], userIds: [...new Set(members.flatMap((m) => (m.userId ? [m.userId] : [])))] };
}

function resolveCompanion(value: ProductFormValue, errors: FieldErrors): ProductRow["companion"] | null {
  const { companies, divisions } = organisationOptions();
  const division = divisions.find((d) => d.id === value.companion.divisionId);
  if (!division) {
    addError(errors, "companion.divisionId", "Choose a division of the organisation");
    return null;
  }
  const companyId = value.companion.companyId || division.companyId;
  if (!companies.some((c) => c.id === companyId)) addError(errors, "companion.companyId", "Choose a company of the organisation");
  else if (division.companyId !== companyId) addError(errors, "companion.divisionId", "This division belongs to another company");
  const companionId = value.companion.companionId || null;
  if (companionId && !companionOptions(companionId).some((c) => c.id === companionId)) addError(errors, "companion.companionId", "Choose a companion from the list");
  return { organization_company_id: companyId ?? null, division_id: division.id, companion_id: companionId, division_name: division.name };
}

async function checkFiles(formData: FormData, value: ProductFormValue, existing: ProductRow | null, errors: FieldErrors) {
  const check = async (name: string, file: File) => {
    try {
      await checkUpload(file, IMAGE_RULES);
      return true;
    } catch (error) {
      const message = await responseMessage(error);
      if (message === null) throw error;
      addError(errors, name, message);
      return false;
    }
  };
  const single = async (name: string) => {
    const [file] = chosenFiles(formData, name);
    return file && (await check(name, file)) ? file : undefined;
  };
  const logo = await single(SINGLE_FILES[0]);
  const templates = {} as Record<TemplateKind, File | undefined>;
  for (const k of TEMPLATE_KINDS) templates[k] = await single(templateFile(k));
  const galleries = {} as Record<GalleryName, File[]>;
  for (const g of GALLERIES) {
    const name = GALLERY_FILES[g];
    const chosen = chosenFiles(formData, name);
    const keeping = (existing?.[g] ?? []).filter((item) => !value.removeImages.includes(item.id)).length;
    if (keeping + chosen.length > GALLERY_MAX_ITEMS) addError(errors, name, `At most ${GALLERY_MAX_ITEMS} ${g} images per product (${keeping} kept, ${chosen.length} chosen)`);
    const ok: File[] = [];
    for (const file of chosen) if (await check(name, file)) ok.push(file);
    galleries[g] = ok;
  }
  const all = [logo, ...TEMPLATE_KINDS.map((k) => templates[k]), ...GALLERIES.flatMap((g) => galleries[g])].filter((f): f is File => Boolean(f));
  return { logo, templates, galleries, all };
}

function credentialsOf(input: ProductFormValue["payment"]["sandbox"], stored: MpsCredentials | null | undefined): MpsCredentials | null {
  const key = input.merchantKey ? encryptSecret(input.merchantKey) : stored?.merchant_key_encrypted ?? "";
  if (!input.merchantId && !key && !input.webhook) return null;
  return { merchant_id: input.merchantId ?? "", merchant_key_encrypted: key, webhook: input.webhook ?? "" };
}

/** Internal keeps no gateway data; mps keeps both modes' credentials, a blank key field keeping the stored key. */
function paymentSystemOf(value: ProductFormValue, stored: PaymentSystem | undefined): PaymentSystem {
  const p = value.payment;
  if (p.type === "internal") return { payment_type: "internal" };
  const wasMps = stored?.payment_type === "mps";
  return {
    payment_type: "mps",
    registered_at: wasMps ? stored?.registered_at ?? new Date().toISOString() : new Date().toISOString(),
    mps_mode: p.mode,
    registration_status: wasMps ? stored?.registration_status ?? "registered" : "registered",
    use_digimon_mps: p.useDigimonMps,
    manual_expired: p.manualExpired,
    send_email: p.sendEmail,
    sandbox: credentialsOf(p.sandbox, stored?.sandbox),
    production: credentialsOf(p.production, stored?.production),
  };
}

function bankOf(value: ProductFormValue): BankAccount | null {
  const b = value.bank;
  if (!b.owner && !b.accountNumber && !b.bankName && !b.branchOffice) return null;
  return { owner: b.owner ?? "", account_number: b.accountNumber ?? "", bank_name: b.bankName ?? "", branch_office: b.branchOffice ?? "" };
}

/** The placeholder a missing picture falls back to (spec section 5). */
export const placeholderFor = (kind: "image" | "banner") => (kind === "banner" ? "/images/banner.png" : "/images/noimg.png");
