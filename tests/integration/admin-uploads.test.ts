import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "#db/client.server";
import { attachments } from "#db/schema";
import { action as agreements } from "~/routes/api.v3.agreements.attachment";
import { action as contracts } from "~/routes/api.v3.contracts.attachment";
import { action as files } from "~/routes/api.v3.files";
import { action as products } from "~/routes/api.v3.products.attachment";
import { action as quotationApprove } from "~/routes/api.v3.quotations.$id.approve.attachment";
import { action as quotation } from "~/routes/api.v3.quotations.$id.attachment";
import { useDemoData as withDemoData } from "../support/seed";
import { as, CUSTOMER, TELKOM } from "../support/factories";
import { createQuotation, submitQuotation } from "~/services/quotations.server";
import { DEMO, type DemoRole, tokenFor } from "../support/tokens";
import { freshLoadContext } from "~/services/request-memo.server";

withDemoData();

const quotationInput = () => ({
  productId: "prd-st", companyId: "", quotationDate: "2026-11-20", validUntil: "2099-12-31", includePph: false, from: TELKOM, to: CUSTOMER, note: "",
  details: [{ item: "Licence", description: "", quantity: 1, price: 1_000_000 }],
});

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function upload(handler: Handler, { token, fields = {}, file, params = {}, raw }: { token?: string; fields?: Record<string, string>; file?: { bytes: Uint8Array; name: string } | null; params?: Record<string, string>; raw?: RequestInit }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  const request = new Request("http://localhost/api/v3/upload", { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {}, ...raw });
  let response: Response;
  try {
    response = await handler({ request, params, context: freshLoadContext() } as ActionFunctionArgs & LoaderFunctionArgs);
  } catch (thrown) {
    response = thrown as Response;
  }
  return { status: response.status, json: (await response.json()) as { status: boolean; message?: string; data?: { data: Record<string, unknown> } } };
}

let admin: string;
beforeAll(async () => {
  admin = await tokenFor(DEMO.admin);
});

describe("POST files", () => {
  it("stores a file and answers data.data with its stored name", async () => {
    const res = await upload(files, { token: admin, file: { bytes: PDF, name: "Surat Kuasa.pdf" } });
    expect(res.status).toBe(201);
    const data = res.json.data!.data;
    expect(data).toMatchObject({ ori_filename: "Surat Kuasa.pdf", filetype: "pdf", size: PDF.byteLength, attachmentType: "other" });
    expect(data.name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(data.url).toBe(`/files/${data._id}`);
    expect(db().select().from(attachments).where(eq(attachments.id, String(data._id))).get()).toMatchObject({ ownerKind: "file", uploadedBy: "usr-admin" });
  });

  it.each([
    ["a text file named .pdf", { bytes: new TextEncoder().encode("hello"), name: "fake.pdf" }, /does not look like a PDF/],
    ["an executable", { bytes: new TextEncoder().encode("MZ..."), name: "setup.exe" }, /only pdf, xlsx, xls, jpg, png/],
    ["an empty file", { bytes: new Uint8Array(), name: "empty.pdf" }, /is empty/],
    ["no file", null, /field file/],
  ] as const)("refuses %s with 400", async (_case, file, message) => {
    const res = await upload(files, { token: admin, file });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(message);
  });

  it("refuses a file over 10 MB and a body that is not multipart", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 10);
    big.set(PDF);
    expect((await upload(files, { token: admin, file: { bytes: big, name: "big.pdf" } })).json.message).toMatch(/larger than 10 MB/);
    const json = await upload(files, { token: admin, raw: { body: JSON.stringify({ file: "x" }), headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" } } });
    expect(json.status).toBe(400);
    expect(json.json.message).toMatch(/multipart\/form-data/);
    const broken = await upload(files, { token: admin, raw: { body: "--x\r\nnot really", headers: { authorization: `Bearer ${admin}`, "content-type": "multipart/form-data; boundary=x" } } });
    expect(broken.status).toBe(400);
  });
});

describe("the typed upload calls", () => {
  it("products/attachment: images become the spec's image item; documents need an attachment type", async () => {
    const banner = await upload(products, { token: admin, fields: { type: "banner" }, file: { bytes: PNG, name: "banner.png" } });
    expect(banner.status).toBe(201);
    expect(banner.json.data!.data).toMatchObject({ type: "banner", status: "upload", filetype: "png" });
    expect(banner.json.data!.data.image_path).toBe(banner.json.data!.data.name);
    expect((await upload(products, { token: admin, fields: { type: "banner" }, file: { bytes: PDF, name: "banner.pdf" } })).status).toBe(400);
    expect((await upload(products, { token: admin, fields: { type: "pks" }, file: { bytes: PDF, name: "pks.pdf" } })).json.data!.data).toMatchObject({ type: "pks", attachmentType: "pks" });
    expect((await upload(products, { token: admin, fields: { type: "poster" }, file: { bytes: PDF, name: "x.pdf" } })).status).toBe(400);
    expect((await upload(products, { token: admin, file: { bytes: PDF, name: "x.pdf" } })).status).toBe(400);
  });

  // Issue 23: they attach to a real contract or agreement named by id (tests/integration/contracts.test.ts: 404, 403, 200, type).
  it("contracts/attachment and agreements/attachment need the record's id; an unknown one is a 404", async () => {
    expect((await upload(contracts, { token: admin, fields: { type: "kontrak" }, file: { bytes: PDF, name: "kontrak.pdf" } })).status).toBe(400);
    expect((await upload(agreements, { token: admin, file: { bytes: PDF, name: "pks.pdf" } })).status).toBe(400);
    expect((await upload(agreements, { token: admin, fields: { id: "no-such-agreement" }, file: { bytes: PDF, name: "pks.pdf" } })).status).toBe(404);
  });

  it("quotations: the attachment and the approval attachment carry the updated info (issue 23: on a real quotation)", async () => {
    const { id } = createQuotation(as(DEMO["product-owner"]), quotationInput());
    submitQuotation(as(DEMO["product-owner"]), id);
    const res = await upload(quotation, { token: admin, params: { id }, fields: { updated: JSON.stringify({ note: "revised price" }) }, file: { bytes: PDF, name: "quotation.pdf" } });
    expect(res.status).toBe(201);
    expect(res.json.data!.data).toMatchObject({ quotationId: id, updated: { note: "revised price", by: "Budi Santoso", userId: "usr-admin" } });
    const approve = await upload(quotationApprove, { token: admin, params: { id }, fields: { approval: "approved", updated: "signed by GM", type: "other" }, file: { bytes: PDF, name: "approval.pdf" } });
    expect(approve.json.data!.data).toMatchObject({ approval: "approved", updated: { note: "signed by GM" } });
    expect((await upload(quotationApprove, { token: admin, params: { id }, file: { bytes: PDF, name: "approval.pdf" } })).status).toBe(400);
    expect((await upload(quotation, { token: admin, params: { id: "../../etc" }, file: { bytes: PDF, name: "q.pdf" } })).status).toBe(400);
  });
});

describe("authorisation of the upload calls", () => {
  // Quotation uploads attach to a real quotation in the caller's scope (tests/integration/quotations.test.ts).
  it.each(Object.keys(DEMO) as DemoRole[])("%s: any signed-in user uploads files, contracts and agreements; product files need manage:product", async (role) => {
    const token = await tokenFor(DEMO[role]);
    const file = { bytes: PDF, name: "doc.pdf" };
    expect((await upload(files, { token, file })).status).toBe(201);
    expect((await upload(contracts, { token, file, fields: { id: "no-such-contract", type: "kontrak" } })).status).toBe(404);
    expect((await upload(agreements, { token, file, fields: { id: "no-such-agreement" } })).status).toBe(404);
    const managesProducts = ["super-admin", "admin", "product-owner"].includes(role);
    expect((await upload(products, { token, file, fields: { type: "pks" } })).status).toBe(managesProducts ? 201 : 403);
  });

  it("answers 401 without a valid token and stores nothing", async () => {
    const before = db().select().from(attachments).all().length;
    for (const handler of [files, products, contracts, agreements, quotation, quotationApprove]) {
      expect((await upload(handler, { file: { bytes: PDF, name: "x.pdf" }, params: { id: "QT-1" }, fields: { type: "pks", approval: "ok" } })).status).toBe(401);
      expect((await upload(handler, { token: "nope", file: { bytes: PDF, name: "x.pdf" }, params: { id: "QT-1" }, fields: { type: "pks", approval: "ok" } })).status).toBe(401);
    }
    expect(db().select().from(attachments).all().length).toBe(before);
  });
});
