import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { todayInJakarta } from "~/domain/dates";
import { ReasonSchema } from "~/lib/schemas/contract";
import { BAST_PAGE_SIZE, listBasts } from "~/models/bast.server";
import { CONTRACT_PAGE_SIZE, type ContractFamily, listContracts } from "~/models/contract.server";
import { requireUser, requireUserWithPermission } from "./auth.server";
import { attachBastDocument, bastDetail, bastScope, MANAGE_BAST, parseBastParams, READ_BAST, rejectBast, requireBastInScope, submitBast, verifyBast } from "./basts.server";
import { filesOf, refusalOf } from "./companies.server";
import { attachContractDocument, contractDetail, contractScope, kindsOf, MANAGE_CONTRACT, parseContractParams, READ_CONTRACT, requireContractInScope, returnContract, submitContract, terminateContract, verifyContract } from "./contracts.server";
import { withToast } from "./cookies.server";
import { addListSheet, DATE_FORMAT, excelDate, loadExcelJS, RUPIAH_FORMAT, xlsxResponse } from "./excel.server";
import { readDocumentForm } from "./document-attachments.server";
import { httpError } from "./http.server";
import { requestTranslator } from "./i18n.server";
import { actorOf } from "./workflows.server";

/**
 * The loaders and actions of /contracts, /agreements (one family each, same code) and /bast: the routes are one
 * line each. The forms (new and edit) are in contract-form-screens.server.ts. Every loader and action authorises first (read permission, then the record's scope).
 */
export type ContractFormResult = { intent?: string; fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string | string[]> };

export const CONTRACT_PATH: Record<ContractFamily, string> = { contract: "/contracts", agreement: "/agreements" };
const MAX_EXPORT_ROWS = 50_000;
/** A posted form's (or a picker refresh's URL) values as the form shows them again; the parties are a list. */
export const formValues = (form: FormData | URLSearchParams) => {
  const values: Record<string, string | string[]> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") values[k] = k === "companyIds" ? [...((values[k] as string[]) ?? []), v] : v;
  return values;
};

export async function contractListLoader({ request, context }: LoaderFunctionArgs, family: ContractFamily) {
  const user = await requireUserWithPermission(request, context, READ_CONTRACT);
  const url = new URL(request.url);
  const filters = parseContractParams(url, family);
  const { rows, total } = listContracts(family, filters, contractScope(user));
  const t = await requestTranslator(request, context, "contracts");
  return json({
    pageTitle: t(`${family}.title`), family, rows, total, filters, kinds: kindsOf(family), search: url.search,
    pages: Math.max(1, Math.ceil(total / CONTRACT_PAGE_SIZE)), mayCreate: user.permissions.includes(MANAGE_CONTRACT),
  });
}

export async function contractExportLoader({ request, context }: LoaderFunctionArgs, family: ContractFamily) {
  const user = await requireUserWithPermission(request, context, READ_CONTRACT);
  const { rows } = listContracts(family, { ...parseContractParams(new URL(request.url), family), page: 1 }, contractScope(user), { limit: MAX_EXPORT_ROWS });
  const t = await requestTranslator(request, context, "contracts");
  const td = await requestTranslator(request, context, "documents");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t(`${family}.title`), [
    { header: t("col.number"), key: "number", width: 24 },
    { header: t("col.title"), key: "title", width: 40 },
    { header: t("col.kind"), key: "kind", width: 14 },
    { header: t("col.parties"), key: "parties", width: 40 },
    { header: t("col.value"), key: "value", width: 18, style: { numFmt: RUPIAH_FORMAT } },
    { header: t("col.start"), key: "start", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t("col.end"), key: "end", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t("col.status"), key: "status", width: 16 },
  ]);
  for (const r of rows) sheet.addRow({ number: r.number, title: r.title, kind: t(`kind.${r.kind}`), parties: r.parties, value: r.value, start: excelDate(r.startDate), end: excelDate(r.endDate), status: td(`status.${r.status}`) });
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `${family}s-${todayInJakarta(new Date())}.xlsx`);
}

export async function contractDetailLoader({ request, params, context }: LoaderFunctionArgs, family: ContractFamily) {
  const user = await requireUserWithPermission(request, context, READ_CONTRACT);
  const detail = contractDetail(user, params.id!);
  // An agreement opened under /contracts (or the reverse) is not found there: each list links its own.
  if (detail.family !== family) throw httpError(404, "There is no such contract or agreement.");
  const t = await requestTranslator(request, context, "contracts");
  return json({ pageTitle: t("detail.title", { number: detail.row.number }), ...detail });
}

const CONTRACT_INTENTS = ["submit", "verify", "return", "terminate", "upload"] as const;
type ContractIntent = (typeof CONTRACT_INTENTS)[number];

export async function contractDetailAction({ request, params, context }: ActionFunctionArgs, family: ContractFamily) {
  const user = await requireUser(request, context);
  const row = requireContractInScope(user, params.id!);
  const form = await readDocumentForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!(CONTRACT_INTENTS as readonly string[]).includes(intent)) throw httpError(400, "Unknown action");
  const values = formValues(form);
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ContractFormResult>({ intent, fieldErrors, message, values }, { status });
  const t = await requestTranslator(request, context, "contracts");
  const actor = actorOf(user);
  const done = async (key: ContractIntent) => redirect(`${CONTRACT_PATH[family]}/${row.id}`, { headers: await withToast(request, { kind: "success", title: t(`toast.${key}`, { number: row.number }) }) });
  try {
    if (intent === "submit") submitContract(user, actor, row.id);
    if (intent === "verify") verifyContract(user, actor, row.id);
    if (intent === "return" || intent === "terminate") {
      const parsed = ReasonSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      (intent === "return" ? returnContract : terminateContract)(user, actor, row.id, parsed.data.reason);
    }
    if (intent === "upload") {
      const [file] = filesOf(form, "file");
      if (!file) return refused(400, { file: ["Choose a file to upload."] });
      await attachContractDocument(user, row.id, file, z.enum(["kontrak", "pks", "other"]).catch("other").parse(values.attachmentType));
    }
    return done(intent as ContractIntent);
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

// ---- BAST

export async function bastListLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_BAST);
  const url = new URL(request.url);
  const filters = parseBastParams(url);
  const { rows, total } = listBasts(filters, bastScope(user));
  const t = await requestTranslator(request, context, "contracts");
  return json({ pageTitle: t("bast.title"), rows, total, filters, search: url.search, pages: Math.max(1, Math.ceil(total / BAST_PAGE_SIZE)), mayCreate: user.permissions.includes(MANAGE_BAST) });
}

export async function bastExportLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_BAST);
  const { rows } = listBasts({ ...parseBastParams(new URL(request.url)), page: 1 }, bastScope(user), { limit: MAX_EXPORT_ROWS });
  const t = await requestTranslator(request, context, "contracts");
  const td = await requestTranslator(request, context, "documents");
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  const sheet = addListSheet(workbook, t("bast.title"), [
    { header: t("col.number"), key: "number", width: 22 },
    { header: t("bast.date"), key: "date", width: 14, style: { numFmt: DATE_FORMAT } },
    { header: t("bast.po"), key: "po", width: 26 },
    { header: t("bast.contract"), key: "contract", width: 26 },
    { header: t("bast.delivered"), key: "delivered", width: 50 },
    { header: t("col.status"), key: "status", width: 16 },
  ]);
  for (const r of rows) sheet.addRow({ number: r.number, date: excelDate(r.bastDate), po: r.poNumber ?? "", contract: r.contractNumber ?? "", delivered: r.delivered, status: td(`status.${r.status}`) });
  const body = await workbook.xlsx.writeBuffer();
  return xlsxResponse(new Uint8Array(body as ArrayBuffer), `bast-${todayInJakarta(new Date())}.xlsx`);
}

export async function bastDetailLoader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_BAST);
  const detail = bastDetail(user, params.id!);
  const t = await requestTranslator(request, context, "contracts");
  return json({ pageTitle: t("bast.detailTitle", { number: detail.row.number }), ...detail });
}

const BAST_INTENTS = ["submit", "verify", "reject", "upload"] as const;
type BastIntent = (typeof BAST_INTENTS)[number];

export async function bastDetailAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const row = requireBastInScope(user, params.id!);
  const form = await readDocumentForm(request);
  const intent = String(form.get("intent") ?? "");
  if (!(BAST_INTENTS as readonly string[]).includes(intent)) throw httpError(400, "Unknown action");
  const values = formValues(form);
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ContractFormResult>({ intent, fieldErrors, message, values }, { status });
  const t = await requestTranslator(request, context, "contracts");
  const actor = actorOf(user);
  try {
    if (intent === "submit") submitBast(user, actor, row.id);
    if (intent === "verify") verifyBast(user, actor, row.id);
    if (intent === "reject") {
      const parsed = ReasonSchema.safeParse(values);
      if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
      rejectBast(user, actor, row.id, parsed.data.reason);
    }
    if (intent === "upload") {
      const [file] = filesOf(form, "file");
      if (!file) return refused(400, { file: ["Choose a file to upload."] });
      await attachBastDocument(user, actor, row.id, file);
    }
    return redirect(`/bast/${row.id}`, { headers: await withToast(request, { kind: "success", title: t(`toast.bast_${intent as BastIntent}`, { number: row.number }) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}
