import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { db } from "#db/client.server";
import { activityLogs, companies, companyPics, notifications, outbox, userRoles, users, workflowSnapshots, workflowTransitions } from "#db/schema";
import { drainOutbox } from "~/services/outbox.server";
import { registerAllEffects } from "~/services/effects.server";
import { action as detailAction, loader as detailLoader } from "~/routes/_portal.companies.$id._index";
import { action as editAction, loader as editLoader } from "~/routes/_portal.companies.$id.edit";
import { loader as listLoader } from "~/routes/_portal.companies._index";
import { loader as exportLoader } from "~/routes/_portal.companies.export";
import { action as newAction, loader as newLoader } from "~/routes/_portal.companies.new";
import { loader as fileLoader } from "~/routes/files.$id";
import { attachmentsOf } from "~/models/attachments.server";
import { denied, routeRunner } from "../support/route-runner";
import { useDemoData } from "../support/seed";

useDemoData();
beforeAll(() => registerAllEffects());

const run = routeRunner();
const PARTNER = "usr-partner";
const ADMIN = "usr-admin";
type ListPage = { rows: { id: string; name: string; status: string }[]; total: number; pages: number };
const list = async (user: string, query = "") => (await (await run(listLoader, `/companies${query}`, user)).json()) as ListPage;
const company = (id: string) => db().select().from(companies).where(eq(companies.id, id)).get()!;
const picsOf = (id: string) => db().select().from(companyPics).where(eq(companyPics.companyId, id)).all();
const post = (handler: unknown, user: string, id: string, form: Record<string, string>) => run(handler, `/companies/${id}`, user, { params: { id }, form });
const fieldErrors = async (res: Response) => ((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;

/** An active demo user holding the legal role (the seed's generated staff include some). */
function legalUser(): string {
  const row = db()
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.roleId, "role-legal"), eq(users.status, "active")))
    .get();
  if (!row) throw new Error("the demo data has no active legal user");
  return row.id;
}

const FORM = {
  name: "PT Mitra Uji Sejahtera", email: "halo@mitrauji.co.id", category: "Information Technology", taxId: "01.234.567.8-901.000", phoneNumber: "021 555 0101",
  website: "https://mitrauji.co.id", description: "", street: "Jl. Gatot Subroto No. 1", city: "Jakarta Selatan", state: "DKI Jakarta", postalCode: "12930",
  isExperienced: "on", experience: "Billing portal | PT Telkom Indonesia | 2024",
};

async function register(user: string, form: Record<string, string> = FORM) {
  const res = await run(newAction, "/companies/new", user, { form });
  expect(res.status).toBe(302);
  return res.headers.get("Location")!.split("/").pop()!;
}

describe("notifications", () => {
  it("seeds the demo companies' decisions as history, not news; a new registration tells the approvers, a decision tells the registrant", async () => {
    expect(db().select().from(outbox).where(eq(outbox.sourceKind, "company")).all()).toEqual([]);
    const legal = legalUser();
    const id = await register(ADMIN, { ...FORM, name: "PT Kabar Baru", picFullname: "Rina Kabar", picEmail: "rina@kabarbaru.co.id" });
    await drainOutbox({ limit: 1000 });
    const titles = (userId: string) => db().select().from(notifications).where(eq(notifications.recipientUserId, userId)).all().map((n) => n.title);
    expect(titles(legal)).toContain("Company PT Kabar Baru waits for approval");
    await post(detailAction, legal, id, { intent: "approve" });
    await drainOutbox({ limit: 1000 });
    expect(titles(ADMIN)).toContain("Company PT Kabar Baru approved");
  });
});

describe("scope: a partner sees only their company", () => {
  it("lists every company to staff, 20 a page (spec section 9), filtered by status, category and search", async () => {
    const total = db().select().from(companies).all().length;
    const first = await list(ADMIN);
    expect(first.rows).toHaveLength(20);
    expect(first).toMatchObject({ total, pages: Math.ceil(total / 20) });
    const second = await list(ADMIN, "?page=2");
    expect(second.rows).toHaveLength(total - 20);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(total);
    const waiting = await list(ADMIN, "?status=registered");
    expect(waiting.rows.length).toBeGreaterThan(0);
    expect(waiting.rows.every((r) => r.status === "registered")).toBe(true);
    const energy = await list(ADMIN, "?category=Energy");
    expect(energy.rows.map((r) => r.name).sort()).toEqual(db().select().from(companies).where(eq(companies.category, "Energy")).all().map((c) => c.name).sort());
    expect((await list(ADMIN, "?q=bank")).rows.map((r) => r.name)).toEqual(["PT Bank Rakyat Indonesia (Persero) Tbk"]);
  });

  it("shows the partner only the company they are an approved PIC of, and refuses another's page, edit and actions", async () => {
    const own = (await (await run(listLoader, "/companies", PARTNER)).json()) as { rows: { id: string; pics: number }[] };
    expect(own.rows.map((r) => r.id)).toEqual(["1"]);
    // The approved PICs are counted per company (the seed's company 1 has one approved PIC: usr-partner).
    expect(own.rows[0]!.pics).toBe(picsOf("1").filter((p) => p.status === "approved").length);
    expect(own.rows[0]!.pics).toBeGreaterThan(0);
    expect((await run(detailLoader, "/companies/1", PARTNER, { params: { id: "1" } })).status).toBe(200);
    expect(denied(await run(detailLoader, "/companies/2", PARTNER, { params: { id: "2" } }))).toBe(true);
    expect(denied(await run(editLoader, "/companies/2/edit", PARTNER, { params: { id: "2" } }))).toBe(true);
    expect(denied(await run(editAction, "/companies/2/edit", PARTNER, { params: { id: "2" }, form: FORM }))).toBe(true);
    expect(company("2").name).not.toBe(FORM.name);
    // A partner holds manage:company but not approve:company: not even their own company.
    expect(denied(await post(detailAction, PARTNER, "1", { intent: "reject", reason: "Not approving this" }))).toBe(true);
    // Staff without any company permission: refused.
    expect(denied(await run(listLoader, "/companies", "usr-member"))).toBe(true);
  });

  it("exports the list as Excel with the screen's filters and the partner's scope", async () => {
    const res = await run(exportLoader, "/companies/export?status=approved", ADMIN);
    expect(res.headers.get("Content-Type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const approved = db().select().from(companies).where(eq(companies.status, "approved")).all().length;
    expect(sheet.rowCount - 1).toBe(approved);
    const partnerFile = new ExcelJS.Workbook();
    await partnerFile.xlsx.load(Buffer.from(await (await run(exportLoader, "/companies/export", PARTNER)).arrayBuffer()) as unknown as ArrayBuffer);
    expect(partnerFile.worksheets[0]!.rowCount).toBe(2);
    expect(String(partnerFile.worksheets[0]!.getRow(2).getCell(1).value)).toBe(company("1").name);
  });
});

describe("registration and approval", () => {
  it("lets a partner register their own company, as its first PIC waiting for approval, and refuses a wrong NPWP beside the field", async () => {
    expect(((await (await run(newLoader, "/companies/new", PARTNER)).json()) as { partnerEmail: string | null }).partnerEmail).toBe("partner@digimon.test");
    const bad = await run(newAction, "/companies/new", PARTNER, { form: { ...FORM, taxId: "12345", postalCode: "1" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await fieldErrors(bad)).sort()).toEqual(["postalCode", "taxId"]);
    const id = await register(PARTNER);
    expect(company(id)).toMatchObject({ status: "registered", taxId: "0012345678901000", createdUserId: PARTNER, isExperienced: true, experience: [{ title: "Billing portal", client: "PT Telkom Indonesia", year: 2024, description: "" }] });
    expect(picsOf(id)).toEqual([expect.objectContaining({ userId: PARTNER, email: "partner@digimon.test", status: "waiting" })]);
    expect(db().select().from(workflowSnapshots).where(and(eq(workflowSnapshots.kind, "company"), eq(workflowSnapshots.entityId, id))).get()).toMatchObject({ state: "registered", machineId: "company" });
    expect((await list(PARTNER)).rows.map((r) => r.id).sort()).toEqual(["1", id].sort());
    // Staff register with a named first PIC; without one the form answers with its fields.
    const noPic = await run(newAction, "/companies/new", ADMIN, { form: { ...FORM, name: "PT Tanpa PIC" } });
    expect(Object.keys(await fieldErrors(noPic)).sort()).toEqual(["picEmail", "picFullname"]);
  });

  it("lets legal approve a registered company, with who and when in the company, its history and the activity log", async () => {
    const legal = legalUser();
    const id = await register(PARTNER, { ...FORM, name: "PT Untuk Disetujui" });
    const res = await post(detailAction, legal, id, { intent: "approve" });
    expect(res.status).toBe(302);
    const row = company(id);
    const legalName = db().select().from(users).where(eq(users.id, legal)).get()!.fullname;
    expect(row).toMatchObject({ status: "approved", approvedUserId: legal, approvedBy: legalName });
    const log = db().select().from(workflowTransitions).where(and(eq(workflowTransitions.kind, "company"), eq(workflowTransitions.entityId, id))).all();
    expect(log.map((l) => [l.event, l.toState, l.actorId])).toEqual([["workflow.start", "registered", PARTNER], ["company.approve", "approved", legal]]);
    expect(row.approvedAt).toBe(log[1]!.at);
    const page = (await (await run(detailLoader, `/companies/${id}`, PARTNER, { params: { id } })).json()) as { history: { to: string; by: string }[]; activity: { action: string }[] };
    expect(page.history.map((h) => h.to)).toEqual(["registered", "approved"]);
    expect(page.activity.map((a) => a.action)).toEqual(["company.register", "company.approved"]);
    // A second approval is refused with who did it.
    const again = await post(detailAction, legal, id, { intent: "approve" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain(`already approved by ${legalName}`);
  });

  it("needs a reason to reject; a rejected company is edited and resubmitted, and a partner's edit of an approved one goes back to legal", async () => {
    const legal = legalUser();
    const id = await register(PARTNER, { ...FORM, name: "PT Untuk Ditolak" });
    const blank = await post(detailAction, legal, id, { intent: "reject", reason: "  " });
    expect(blank.status).toBe(400);
    expect((await fieldErrors(blank)).reason).toBeDefined();
    expect(company(id).status).toBe("registered");
    expect((await post(detailAction, legal, id, { intent: "reject", reason: "The NIB is expired" })).status).toBe(302);
    expect(company(id)).toMatchObject({ status: "rejected", rejectedReason: "The NIB is expired", rejectedUserId: legal });
    const edited = await run(editAction, `/companies/${id}/edit`, PARTNER, { params: { id }, form: { ...FORM, name: "PT Untuk Ditolak", city: "Bandung" } });
    expect(edited.status).toBe(302);
    expect(company(id)).toMatchObject({ status: "registered", address: expect.objectContaining({ city: "Bandung" }), approvedAt: null });
    const change = db().select().from(activityLogs).where(and(eq(activityLogs.entity, "company"), eq(activityLogs.entityId, id), eq(activityLogs.action, "company.edit"))).get()!;
    expect(change).toMatchObject({ userId: PARTNER, detail: { changed: { address: { before: expect.objectContaining({ city: "Jakarta Selatan" }), after: expect.objectContaining({ city: "Bandung" }) } } } });
    expect((await post(detailAction, legal, id, { intent: "approve" })).status).toBe(302);
    await run(editAction, `/companies/${id}/edit`, PARTNER, { params: { id }, form: { ...FORM, name: "PT Untuk Ditolak", city: "Bogor" } });
    expect(company(id).status).toBe("registered");
    // Staff editing an approved company keep it approved.
    await post(detailAction, legal, id, { intent: "approve" });
    await run(editAction, `/companies/${id}/edit`, ADMIN, { params: { id }, form: { ...FORM, name: "PT Untuk Ditolak", city: "Depok" } });
    expect(company(id)).toMatchObject({ status: "approved", updatedUserId: ADMIN });
  });
});

describe("documents", () => {
  it("stores the registration's documents through the upload service, downloadable by the company's readers only", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...FORM, name: "PT Berdokumen" })) form.set(k, v);
    form.append("documents", new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], "NIB.pdf", { type: "application/pdf" }));
    const res = await run(newAction, "/companies/new", PARTNER, { form });
    expect(res.status).toBe(302);
    const id = res.headers.get("Location")!.split("/").pop()!;
    const [file] = attachmentsOf("company", id);
    expect(file).toMatchObject({ oriFilename: "NIB.pdf", uploadedBy: PARTNER });
    const download = (user: string) => run(fileLoader, `/files/${file!.id}`, user, { params: { id: file!.id } });
    expect((await download(PARTNER)).status).toBe(200);
    expect((await download(legalUser())).status).toBe(200);
    expect((await download("usr-member")).status).toBe(404);
    // A file that is not a PDF or an image is refused beside the field, and nothing is registered.
    const bad = new FormData();
    for (const [k, v] of Object.entries({ ...FORM, name: "PT Berkas Salah" })) bad.set(k, v);
    bad.append("documents", new File([new TextEncoder().encode("just text")], "NIB.pdf", { type: "application/pdf" }));
    const refused = await run(newAction, "/companies/new", PARTNER, { form: bad });
    expect(refused.status).toBe(400);
    expect((await fieldErrors(refused)).documents).toHaveLength(1);
    expect(db().select().from(companies).where(eq(companies.name, "PT Berkas Salah")).all()).toEqual([]);
  });
});

describe("PICs", () => {
  it("adds a PIC that waits, approved or rejected (with a reason) one by one by legal, each decided once", async () => {
    const legal = legalUser();
    const added = await post(detailAction, PARTNER, "1", { intent: "addPic", picFullname: "Sinta Maharani", picEmail: "Sinta@SinarMasLand.com", picPhone: "0812 3456 7890" });
    expect(added.status).toBe(302);
    const pic = picsOf("1").find((p) => p.email === "sinta@sinarmasland.com")!;
    expect(pic).toMatchObject({ status: "waiting", fullname: "Sinta Maharani", phone: "081234567890" });
    const duplicate = await post(detailAction, PARTNER, "1", { intent: "addPic", picFullname: "Sinta M", picEmail: "sinta@sinarmasland.com" });
    expect(duplicate.status).toBe(400);
    expect((await fieldErrors(duplicate)).picEmail).toEqual(["This company already has a PIC with that e-mail address."]);
    expect(denied(await post(detailAction, PARTNER, "1", { intent: "approvePic", picId: pic.id }))).toBe(true);
    expect((await post(detailAction, legal, "1", { intent: "approvePic", picId: pic.id })).status).toBe(302);
    expect(picsOf("1").find((p) => p.id === pic.id)).toMatchObject({ status: "approved", approvedUserId: legal });
    expect((await post(detailAction, legal, "1", { intent: "rejectPic", picId: pic.id, reason: "Changed my mind" })).status).toBe(409);

    await post(detailAction, ADMIN, "1", { intent: "addPic", picFullname: "Joko Anwar", picEmail: "joko@sinarmasland.com" });
    const joko = picsOf("1").find((p) => p.email === "joko@sinarmasland.com")!;
    const noReason = await post(detailAction, legal, "1", { intent: "rejectPic", picId: joko.id });
    expect(noReason.status).toBe(400);
    expect((await post(detailAction, legal, "1", { intent: "rejectPic", picId: joko.id, reason: "Not an employee of the company" })).status).toBe(302);
    expect(picsOf("1").find((p) => p.id === joko.id)).toMatchObject({ status: "rejected", rejectedReason: "Not an employee of the company" });
    // A PIC of another company cannot be decided through this one.
    expect((await post(detailAction, legal, "2", { intent: "approvePic", picId: joko.id })).status).toBe(404);
    const actions = db().select().from(activityLogs).where(and(eq(activityLogs.entity, "company"), eq(activityLogs.entityId, "1"))).all().map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["pic.add", "pic.approve", "pic.reject"]));
  });
});
