import { readFileSync } from "node:fs";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import ExcelJS from "exceljs";
import { eq, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { attachments, authTokens, productMembers, products, userRoles, users } from "#db/schema";
import { action as editAction, loader as editLoader } from "~/routes/_portal.products.$id.edit";
import { loader as detailLoader } from "~/routes/_portal.products.$id._index";
import { loader as listLoader } from "~/routes/_portal.products._index";
import { loader as exportLoader } from "~/routes/_portal.products.export";
import { action as newAction, loader as newLoader } from "~/routes/_portal.products.new";
import { loader as imageLoader } from "~/routes/resources.product-image.$id";
import { createWebSession } from "~/services/auth-session.server";
import { decryptSecret } from "~/services/crypto.server";
import { createPurchaseOrder } from "~/services/purchase-orders.server";
import { latestMailTo, respond } from "../support/api";
import { as, poInput } from "../support/factories";
import { useDemoData as withDemoData } from "../support/seed";
import { freshLoadContext } from "~/services/request-memo.server";
import { type Fields, productForm } from "./product-form-fixtures";

withDemoData();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
const cookies = new Map<string, string>();

async function cookieFor(userId: string) {
  if (!cookies.has(userId)) {
    const headers = await createWebSession(new Request("http://localhost/login"), userId);
    cookies.set(userId, headers.get("Set-Cookie")!.split(";")[0]);
  }
  return cookies.get(userId)!;
}

/** Runs a loader or action as Remix would, signed in as `userId`; thrown Responses are answers too. */
async function run(handler: Handler, { as, path, form, params = {} }: { as: string; path: string; form?: FormData; params?: Record<string, string> }) {
  const request = new Request(`http://localhost${path}`, { method: form ? "POST" : "GET", body: form, headers: { Cookie: await cookieFor(as) } });
  const { response, text, json: body } = await respond(handler, request, params);
  return { status: response.status, location: response.headers.get("Location"), body, text, headers: response.headers };
}

const fieldErrors = (body: Record<string, unknown>) => ((body.result as { error?: Record<string, string[]> } | undefined)?.error ?? {}) as Record<string, string[]>;


const png = () => new File([readFileSync("public/images/noimg.png")], "logo.png", { type: "image/png" });
const productCount = () => db().select({ n: sql<number>`count(*)` }).from(products).get()!.n;
const byCode = (code: string) => db().select().from(products).where(eq(products.productCode, code)).get();
const membersOfProduct = (id: string) => db().select().from(productMembers).where(eq(productMembers.productId, id)).all();

async function create(changes: Fields = {}, as = "usr-owner") {
  return run(newAction, { as, path: "/products/new", form: productForm(changes) });
}

describe("creating a product", () => {
  it("saves every section, uppercases the code, reads rupiah the Indonesian way and marks the signer both ways", async () => {
    const res = await create();
    expect(res.status).toBe(302);
    const row = byCode("KD")!;
    expect(res.location).toBe(`/products/${row.id}`);
    expect(res.headers.get("Set-Cookie")).toContain("__digimon_flash");
    expect(row).toMatchObject({
      name: "Kontrak Digital",
      gatewayAppId: null,
      emailSetting: { send_notification: true, po: true, billing: false, invoice: true, tax_invoice: false },
      documentTemplate: { po: { template_path: "templates/po-default", dominant_color: "#0e7490", logo_url: null } },
      companion: { organization_company_id: "org-TLKM", division_id: "org-DIT-DDB", division_name: "DIGITAL BUSINESS", companion_id: null },
      paymentSystem: { payment_type: "internal" },
      bank: { account_number: "1220007788999", bank_name: "Bank Mandiri" },
      config: { administration_fee: 6500, payment_terms_days: 14, invoice_signer: "800004", unique_code_type: "addition", akun_pendapatan: "40110009" },
      benefits: [],
      banners: [],
      features: [],
    });
    const people = membersOfProduct(row.id);
    expect(people.map((m) => [m.role, m.userId, m.referenceId, m.isInvoiceSigner]).sort()).toEqual([
      ["member", "usr-owner", "880003", false],
      ["member", "usr-signer", "800004", true],
      ["owner", "usr-owner", "880003", false],
    ]);
  });

  it("refuses a code that another product has, whatever its case, and writes nothing", async () => {
    const before = productCount();
    const res = await create({ productCode: "st", name: "Second Smart Tenant" });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).productCode).toEqual(["ST is already the code of another product"]);
    expect(productCount()).toBe(before);
  });

  it("answers field errors for a bad code, fee and missing bank details", async () => {
    const res = await create({ productCode: "K1", "config.administration_fee": "6.500,50", "bank.accountNumber": null });
    expect(res.status).toBe(400);
    const errors = fieldErrors(res.body);
    expect(errors.productCode).toEqual(["The product code is two letters, such as ST"]);
    expect(errors["config.administration_fee"]).toEqual(["Enter the administration fee in whole rupiah"]);
    expect(errors["bank.accountNumber"]).toEqual(["Enter the account number"]);
  });

  it("treats add and remove buttons (no JavaScript) as a changed form, not a save", async () => {
    const before = productCount();
    const form = productForm({ productCode: "AO" });
    form.append("__intent__", JSON.stringify({ type: "insert", payload: { name: "operationals" } }));
    const res = await run(newAction, { as: "usr-owner", path: "/products/new", form });
    expect(res.status).toBe(200);
    expect((res.body.result as { initialValue: { operationals: unknown[] } }).initialValue.operationals).toHaveLength(1);
    expect(productCount()).toBe(before);
  });
});

describe("the invoice signer", () => {
  it("is required unless invoices bypass approval", async () => {
    const res = await create({ productCode: "SG", signer: null });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).signer).toEqual(["Choose the member who signs invoices (or let invoices bypass approval)"]);
    const bypass = await create({ productCode: "SG", signer: null, "config.bypass_invoice_approval": "yes" });
    expect(bypass.status).toBe(302);
    expect(byCode("SG")!.config.invoice_signer).toBeNull();
    expect(membersOfProduct(byCode("SG")!.id).some((m) => m.isInvoiceSigner)).toBe(false);
  });

  it("must be one of the members, not an owner", async () => {
    const res = await create({ productCode: "SH", signer: "u:usr-super-admin" });
    expect(fieldErrors(res.body).signer).toEqual(["The invoice signer must be one of the members listed"]);
  });

  it("must be able to sign in: a typed-in signer needs name, e-mail and NIK", async () => {
    const res = await create({ productCode: "SI", "members[2].label": "Rudi Hartono", "members[2].nik": "870123", signer: "n:870123" });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)["members[2].email"]?.[0]).toMatch(/^The invoice signer signs in to approve/);
  });

  it("cannot be someone with only the default reference id 99999", async () => {
    db().update(users).set({ referenceId: "99999" }).where(eq(users.id, "usr-gen-0010")).run();
    const res = await create({ productCode: "SJ", "members[2].userId": "usr-gen-0010", signer: "u:usr-gen-0010" });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)["members[2].userId"]?.[0]).toMatch(/only the default reference id 99999/);
  });
});

describe("typed-in people", () => {
  it("become pending companion users with an activation e-mail only when name, e-mail and NIK are all given", async () => {
    const res = await create({
      productCode: "TP",
      "operationals[0].label": "Wahyu Setiawan",
      "operationals[0].email": "Wahyu.Setiawan@Partner.test",
      "operationals[0].nik": "3174012345678901",
      "operationals[1].label": "Ratna Sari",
      "operationals[1].nik": "871234",
    });
    expect(res.status).toBe(302);
    const created = db().select().from(users).where(eq(users.email, "wahyu.setiawan@partner.test")).get()!;
    expect(created).toMatchObject({ fullname: "Wahyu Setiawan", status: "pending", type: "telkom", jobPosition: "Companion", nik: "3174012345678901", referenceId: "3174012345678901", passwordHash: null });
    const roleRows = db().select().from(userRoles).where(eq(userRoles.userId, created.id)).all();
    expect(roleRows.map((r) => r.roleId)).toEqual(["role-companion"]);
    expect(db().select().from(authTokens).where(eq(authTokens.userId, created.id)).all().map((t) => t.purpose).sort()).toEqual(["activation", "reset"]);
    const mail = await latestMailTo("wahyu.setiawan@partner.test");
    expect(mail.subject).toBe("Activate your Digimon account");
    expect(mail.text).toMatch(/\/activation\?token=/);
    expect(mail.text).toMatch(/\/reset-password\//);
    expect(mail.text).not.toMatch(/password:\s*\S+$/im);

    expect(db().select().from(users).where(eq(users.fullname, "Ratna Sari")).get()).toBeUndefined();
    const people = membersOfProduct(byCode("TP")!.id).filter((m) => m.role === "operational");
    expect(people.map((m) => ({ name: m.name, email: m.email, referenceId: m.referenceId, linked: m.userId !== null })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Ratna Sari", email: "", referenceId: "871234", linked: false },
      { name: "Wahyu Setiawan", email: "wahyu.setiawan@partner.test", referenceId: "3174012345678901", linked: true },
    ]);
  });

  it("refuses an e-mail that already belongs to a user, and then creates no user and no product", async () => {
    const before = db().select({ n: sql<number>`count(*)` }).from(users).get()!.n;
    const res = await create({ productCode: "TQ", "operationals[0].label": "Siti N.", "operationals[0].email": "owner@digimon.test", "operationals[0].nik": "880003", "operationals[1].label": "Baru Sekali", "operationals[1].email": "baru@partner.test", "operationals[1].nik": "880777" });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)["operationals[0].email"]).toEqual(["owner@digimon.test already belongs to Siti Nurhaliza: pick them from the list instead"]);
    expect(db().select({ n: sql<number>`count(*)` }).from(users).get()!.n).toBe(before);
    expect(byCode("TQ")).toBeUndefined();
  });

  it("needs a name and a NIK, and a row cannot both pick and type", async () => {
    const res = await create({ productCode: "TR", "operationals[0].email": "x@partner.test", "operationals[1].userId": "usr-member", "operationals[1].label": "Dewi" });
    const errors = fieldErrors(res.body);
    expect(errors["operationals[0].label"]).toEqual(["Enter the person's name"]);
    expect(errors["operationals[0].nik"]).toEqual(["Enter the NIK (it becomes the reference id)"]);
    expect(errors["operationals[1].userId"]).toEqual(["Pick a user or type a person in, not both"]);
  });
});

describe("payment-gateway keys", () => {
  const mps = { "payment.type": "mps", "payment.mode": "sandbox", "payment.sandbox.merchantId": "DGM-MK-SANDBOX", "payment.sandbox.merchantKey": "sk_sandbox_mk_9f8e7d6c5b4a", "payment.sandbox.webhook": "https://portal.digimon.test/api/v3/payments/mk/webhook" };

  it("are encrypted at rest, masked in loader data, and kept when the key field is left empty", async () => {
    expect((await create({ productCode: "MK", ...mps })).status).toBe(302);
    const row = byCode("MK")!;
    const sealed = row.paymentSystem.sandbox!.merchant_key_encrypted;
    expect(JSON.stringify(row.paymentSystem)).not.toContain("sk_sandbox_mk_9f8e7d6c5b4a");
    expect(decryptSecret(sealed)).toBe("sk_sandbox_mk_9f8e7d6c5b4a");
    expect(row.paymentSystem).toMatchObject({ payment_type: "mps", mps_mode: "sandbox", registration_status: "registered", production: null });

    for (const [loader, path] of [
      [editLoader, `/products/${row.id}/edit`],
      [detailLoader, `/products/${row.id}`],
    ] as const) {
      const res = await run(loader, { as: "usr-owner", path, params: { id: row.id } });
      expect(res.status).toBe(200);
      expect(res.text).not.toContain("sk_sandbox_mk_9f8e7d6c5b4a");
      expect(res.text).not.toContain(sealed);
      expect(res.text).toContain("••••••••5b4a");
    }

    const edited = await run(editAction, { as: "usr-owner", path: `/products/${row.id}/edit`, params: { id: row.id }, form: productForm({ productCode: "MK", ...mps, "payment.sandbox.merchantKey": "", "payment.sandbox.merchantId": "DGM-MK-SANDBOX-2" }) });
    expect(edited.status).toBe(302);
    const after = byCode("MK")!.paymentSystem.sandbox!;
    expect(after.merchant_id).toBe("DGM-MK-SANDBOX-2");
    expect(decryptSecret(after.merchant_key_encrypted)).toBe("sk_sandbox_mk_9f8e7d6c5b4a");
  });

  it("are required for the chosen mode on a new gateway product, and never echoed back on a refusal", async () => {
    const res = await create({ productCode: "ML", ...mps, "payment.mode": "production", "payment.production.merchantKey": "sk_prod_typed_1111" });
    expect(res.status).toBe(400);
    const errors = fieldErrors(res.body);
    expect(errors["payment.production.merchantId"]).toEqual(["Enter the production merchant id"]);
    expect(errors["payment.production.webhook"]).toEqual(["Enter the production webhook URL"]);
    expect(res.text).not.toContain("sk_prod_typed_1111");
    expect(res.text).not.toContain("sk_sandbox_mk_9f8e7d6c5b4a");
  });
});

describe("editing", () => {
  it("changes the config and people of a product in one go", async () => {
    const res = await run(editAction, {
      as: "usr-owner",
      path: "/products/prd-st/edit",
      params: { id: "prd-st" },
      form: productForm({ name: "Smart Tenant", productCode: "ST", "config.po_number_periode": "daily", "config.administration_fee": "Rp 1.000", "config.payment_terms_days": "7", "config.unique_code_type": "discount" }),
    });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/products/prd-st");
    const row = byCode("ST")!;
    expect(row.id).toBe("prd-st");
    expect(row.config).toMatchObject({ po_number_periode: "daily", administration_fee: 1000, payment_terms_days: 7, unique_code_type: "discount", invoice_signer: "800004" });
    // The seeded logo is kept when no new one is chosen.
    expect(row.imageLogo).toBe("/images/products/st.svg");
  });

  it("keeps the code of a product whose numbers are already on purchase orders", async () => {
    const po = createPurchaseOrder(as("usr-owner"), poInput({ productId: "prd-dr" }));
    expect(po.poNumber).toMatch(/^PO-DR-/);
    const res = await run(editAction, { as: "usr-owner", path: "/products/prd-dr/edit", params: { id: "prd-dr" }, form: productForm({ name: "Digital Reward", productCode: "DX" }) });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).productCode?.[0]).toMatch(/^The code stays DR: \d+ purchase orders? already carry it/);
    expect(byCode("DR")).toBeDefined();
  });

  it("shows the stored values back in the edit form", async () => {
    const res = await run(editLoader, { as: "usr-super-admin", path: "/products/prd-dr/edit", params: { id: "prd-dr" } });
    expect(res.status).toBe(200);
    const defaults = res.body.defaultValue as Record<string, unknown> & { members: { userId: string }[]; config: Record<string, unknown> };
    expect(defaults).toMatchObject({ productCode: "DR", signer: "u:usr-signer", config: { administration_fee: "1000", po_number_periode: "daily" } });
    expect(defaults.members.map((m) => m.userId)).toEqual(expect.arrayContaining(["usr-owner", "usr-signer"]));
  });

  it("refuses to leave the editor without access to the product", async () => {
    const res = await run(editAction, { as: "usr-owner", path: "/products/prd-dr/edit", params: { id: "prd-dr" }, form: productForm({ productCode: "DR", "owners[0].userId": "usr-signer", "members[0].userId": "usr-signer", "members[1].userId": null, "config.bypass_invoice_approval": "no" }) });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).owners?.[0]).toMatch(/^Add yourself as an owner/);
  });
});

describe("pictures", () => {
  it("refuses a file that is not really a PNG before writing anything", async () => {
    const before = db().select({ n: sql<number>`count(*)` }).from(attachments).get()!.n;
    const fake = new File(["not a picture"], "logo.png", { type: "image/png" });
    const res = await create({ productCode: "PX", logoFile: fake, benefitsFiles: [png()] });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).logoFile?.[0]).toMatch(/does not look like a PNG file/);
    expect(db().select({ n: sql<number>`count(*)` }).from(attachments).get()!.n).toBe(before);
    expect(byCode("PX")).toBeUndefined();
  });

  it("stores logo and gallery images, serves them inline, and falls back to the placeholders", async () => {
    const res = await create({ productCode: "PY", logoFile: png(), bannersFiles: [png(), png()], featuresFiles: [png()] });
    expect(res.status).toBe(302);
    const row = byCode("PY")!;
    expect(row.imageLogo).toMatch(/^\/resources\/product-image\/[\w-]+$/);
    expect(row.banners).toHaveLength(2);
    expect(row.banners[0]).toMatchObject({ status: "upload", image: expect.stringMatching(/^\/resources\/product-image\//), image_path: expect.stringMatching(/^uploads\/.+\.png$/) });
    const id = row.imageLogo!.split("/").pop()!;
    const image = await run(imageLoader, { as: "usr-owner", path: row.imageLogo!, params: { id } });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Content-Disposition")).toBeNull();
    const missing = await run(imageLoader, { as: "usr-owner", path: "/resources/product-image/nope?kind=banner", params: { id: "nope" } });
    expect([missing.status, missing.location]).toEqual([302, "/images/banner.png"]);

    // Removing a banner drops it from the product and its record.
    const removed = row.banners[0].id;
    const edit = await run(editAction, { as: "usr-owner", path: `/products/${row.id}/edit`, params: { id: row.id }, form: productForm({ productCode: "PY", removeImages: [removed] }) });
    expect(edit.status).toBe(302);
    expect(byCode("PY")!.banners.map((b) => b.id)).not.toContain(removed);
    expect(db().select().from(attachments).where(eq(attachments.id, removed)).get()).toBeUndefined();
  });
});

describe("who may do what", () => {
  it("sends a member without manage:product away from the new-product page and refuses their post", async () => {
    const page = await run(newLoader, { as: "usr-member", path: "/products/new" });
    expect([page.status, page.location]).toEqual([302, "/misc/not-authorized"]);
    const post = await create({ productCode: "NM" }, "usr-member");
    expect(post.status).toBe(403);
    expect(byCode("NM")).toBeUndefined();
  });

  it("lets a product owner open and edit only products in their scope", async () => {
    const foreign = await run(editLoader, { as: "usr-owner", path: "/products/prd-ac/edit", params: { id: "prd-ac" } });
    expect(foreign.status).toBe(404);
    const detail = await run(detailLoader, { as: "usr-owner", path: "/products/prd-ac", params: { id: "prd-ac" } });
    expect(detail.status).toBe(404);
    const post = await run(editAction, { as: "usr-owner", path: "/products/prd-ac/edit", params: { id: "prd-ac" }, form: productForm({ productCode: "AC" }) });
    expect(post.status).toBe(404);
    const companion = await run(editLoader, { as: "usr-companion", path: "/products/prd-ac/edit", params: { id: "prd-ac" } });
    expect([companion.status, companion.location]).toEqual([302, "/misc/not-authorized"]);
  });

  it("lists only the products in scope, with search, filters, sort and paging from the URL", async () => {
    const mine = await run(listLoader, { as: "usr-member", path: "/products" });
    expect((mine.body.rows as { code: string }[]).map((r) => r.code)).toEqual(["AC", "MP", "SA"]);
    const all = await run(listLoader, { as: "usr-super-admin", path: "/products?sort=code&dir=desc&perpage=10" });
    const codes = (all.body.rows as { code: string }[]).map((r) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(codes).toEqual(expect.arrayContaining(["ST", "DR", "AC", "SA", "MP"]));
    const mps = await run(listLoader, { as: "usr-super-admin", path: "/products?payment=mps&sort=code" });
    expect((mps.body.rows as { code: string }[]).map((r) => r.code)).toEqual(expect.arrayContaining(["DR", "SA"]));
    expect((mps.body.rows as { paymentType: string }[]).every((r) => r.paymentType === "mps")).toBe(true);
    const search = await run(listLoader, { as: "usr-super-admin", path: "/products?q=tenant" });
    expect((search.body.rows as { code: string }[]).map((r) => r.code)).toEqual(["ST"]);
    for (const code of ["QA", "QB", "QC", "QD", "QE", "QF"]) expect((await create({ productCode: code, name: `Paging ${code}`, signer: null, "config.bypass_invoice_approval": "yes" }, "usr-super-admin")).status).toBe(302);
    const paged = await run(listLoader, { as: "usr-super-admin", path: "/products?perpage=10&page=2&sort=code" });
    expect(paged.body.total).toBeGreaterThan(10);
    expect((paged.body.rows as unknown[]).length).toBe(Math.min(10, (paged.body.total as number) - 10));
    const past = await run(listLoader, { as: "usr-member", path: "/products?page=9&q=a" });
    expect([past.status, past.location]).toEqual([302, "/products?page=1&q=a"]);
    const bypass = await run(listLoader, { as: "usr-super-admin", path: "/products?approval=bypass" });
    expect((bypass.body.rows as { code: string; bypass: boolean }[]).every((r) => r.bypass)).toBe(true);
  });

  it("exports the list as Excel with the same scope and filter", async () => {
    const request = new Request("http://localhost/products/export?payment=internal&sort=code", { headers: { Cookie: await cookieFor("usr-member") } });
    const response = await exportLoader({ request, params: {}, context: freshLoadContext() } as LoaderFunctionArgs);
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Products")!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    // The screen's columns in the screen's order (list-columns.test.ts): Product, Code, Payment, Admin fee, ...
    expect(rows.map((r) => [r[2], r[4]])).toEqual([
      ["AC", 0],
      ["MP", 1000],
    ]);
  });
});
