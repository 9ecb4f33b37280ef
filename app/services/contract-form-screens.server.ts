import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { todayInJakarta } from "~/domain/dates";
import { BastSchema, ContractSchema } from "~/lib/schemas/contract";
import { listCompanies } from "~/models/company.server";
import { type ContractFamily, familyOf, partiesOf } from "~/models/contract.server";
import { requireUserWithPermission } from "./auth.server";
import { attachBastDocument, bastEditable, bastFormValues, createBast, editBast, MANAGE_BAST, requireBastEditor } from "./basts.server";
import { clientAddress } from "./client-address.server";
import { filesOf, refusalOf } from "./companies.server";
import { bastFormPickers, contractFormPickers, pickerSearchOf } from "./contract-pickers.server";
import { type ContractFormResult, CONTRACT_PATH, formValues } from "./contract-screens.server";
import { attachContractDocument, contractEditable, contractFormValues, createContract, editContract, kindsOf, MANAGE_CONTRACT, requireContractEditor } from "./contracts.server";
import { withToast } from "./cookies.server";
import { readDocumentForm } from "./document-attachments.server";
import { httpError } from "./http.server";
import { requestTranslator } from "./i18n.server";
import { actorOf } from "./workflows.server";

/**
 * The contract, agreement and BAST forms, new and edit (issue 23): one loader and one action each, the edit's
 * differences passed as `mode`. The pickers narrow by GET (no JavaScript needed): a "show" or "search" button
 * submits the form to its own URL with `refresh`, and the loader starts the form from the URL's values, so what
 * was typed is kept while a list is narrowed.
 */
export type FormMode = "new" | "edit";

/** The form's values: the URL's after a picker refresh, else the saved record's (edit) or the presets (new). */
const startingValues = (url: URL, saved: Record<string, string | string[]>) => (url.searchParams.has("refresh") ? formValues(url.searchParams) : saved);
const linkOf = (values: Record<string, string | string[]>, name: string) => {
  const value = values[name];
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

/** The edit screen of a record that can no longer be edited goes back to the record, saying why. */
async function notEditable(request: Request, to: string, title: string): Promise<never> {
  throw redirect(to, { headers: await withToast(request, { kind: "error", title }) });
}

function requireContractToEdit(user: Parameters<typeof requireContractEditor>[0], id: string, family: ContractFamily) {
  const row = requireContractEditor(user, id);
  // An agreement opened under /contracts (or the reverse) is not found there, as on the detail page.
  if (familyOf(row.kind) !== family) throw httpError(404, "There is no such contract or agreement.");
  return row;
}

export async function contractFormLoader({ request, params, context }: LoaderFunctionArgs, family: ContractFamily, mode: FormMode) {
  const user = await requireUserWithPermission(request, context, MANAGE_CONTRACT);
  const t = await requestTranslator(request, context, "contracts");
  const url = new URL(request.url);
  const row = mode === "edit" ? requireContractToEdit(user, params.id!, family) : null;
  if (row && !contractEditable(row)) await notEditable(request, `${CONTRACT_PATH[family]}/${row.id}`, t("toast.notEditable", { number: row.number }));
  const p = url.searchParams;
  const values = startingValues(url, row ? contractFormValues(row) : { partnershipId: p.get("partnershipId") ?? "", poId: p.get("poId") ?? "", productId: p.get("productId") ?? "" });
  const approved = listCompanies({ q: "", status: "approved", category: "", page: 1 }, null, { limit: 500 }).rows.map((c) => ({ id: c.id, name: c.name }));
  // A party kept from before stays on the list even if its approval has lapsed since.
  const kept = row ? partiesOf(row.id).filter((c) => !approved.some((a) => a.id === c.id)) : [];
  const search = pickerSearchOf(url);
  const chosen = { productId: linkOf(values, "productId"), poId: linkOf(values, "poId"), partnershipId: linkOf(values, "partnershipId") };
  const current = row ? { productId: row.productId, poId: row.poId, partnershipId: row.partnershipId } : null;
  return json({
    pageTitle: row ? t("edit.title", { number: row.number }) : t(`${family}.new`),
    family, mode, record: row ? { id: row.id, number: row.number } : null, kinds: kindsOf(family), companies: [...kept, ...approved], values, search,
    pickers: contractFormPickers(user, chosen, search, current),
  });
}

export async function contractFormAction({ request, params, context }: ActionFunctionArgs, family: ContractFamily, mode: FormMode) {
  const user = await requireUserWithPermission(request, context, MANAGE_CONTRACT);
  const row = mode === "edit" ? requireContractToEdit(user, params.id!, family) : null;
  const form = await readDocumentForm(request);
  const values = formValues(form);
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ContractFormResult>({ fieldErrors, message, values }, { status });
  const parsed = ContractSchema.safeParse({ ...values, companyIds: form.getAll("companyIds").map(String).filter(Boolean) });
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "contracts");
  try {
    if (row) {
      editContract(user, actorOf(user), row.id, parsed.data, clientAddress(request));
      return redirect(`${CONTRACT_PATH[family]}/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved", { number: parsed.data.number }) }) });
    }
    const id = createContract(user, actorOf(user), family, parsed.data, clientAddress(request));
    const [signed] = filesOf(form, "file");
    if (signed) await attachContractDocument(user, id, signed, parsed.data.kind === "kontrak" || parsed.data.kind === "pks" ? parsed.data.kind : "other");
    return redirect(`${CONTRACT_PATH[family]}/${id}`, { headers: await withToast(request, { kind: "success", title: t("toast.created", { number: parsed.data.number }) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}

export async function bastFormLoader({ request, params, context }: LoaderFunctionArgs, mode: FormMode) {
  const user = await requireUserWithPermission(request, context, MANAGE_BAST);
  const t = await requestTranslator(request, context, "contracts");
  const url = new URL(request.url);
  const row = mode === "edit" ? requireBastEditor(user, params.id!) : null;
  if (row && !bastEditable(row)) await notEditable(request, `/bast/${row.id}`, t("toast.notEditable", { number: row.number }));
  const today = todayInJakarta(new Date());
  const p = url.searchParams;
  const values = startingValues(url, row ? bastFormValues(row) : { poId: p.get("poId") ?? "", contractId: p.get("contractId") ?? "", bastDate: today });
  const search = pickerSearchOf(url);
  const chosen = { poId: linkOf(values, "poId"), contractId: linkOf(values, "contractId") };
  return json({
    pageTitle: row ? t("edit.bastTitle", { number: row.number }) : t("bast.new"),
    mode, record: row ? { id: row.id, number: row.number } : null, values, search,
    pickers: bastFormPickers(user, chosen, search, row ? { poId: row.poId, contractId: row.contractId } : null),
  });
}

export async function bastFormAction({ request, params, context }: ActionFunctionArgs, mode: FormMode) {
  const user = await requireUserWithPermission(request, context, MANAGE_BAST);
  const row = mode === "edit" ? requireBastEditor(user, params.id!) : null;
  const form = await readDocumentForm(request);
  const values = formValues(form);
  const refused = (status: number, fieldErrors: Record<string, string[]>, message: string | null = null) => json<ContractFormResult>({ fieldErrors, message, values }, { status });
  const parsed = BastSchema.safeParse(values);
  if (!parsed.success) return refused(400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "contracts");
  try {
    if (row) {
      editBast(user, actorOf(user), row.id, parsed.data, clientAddress(request));
      return redirect(`/bast/${row.id}`, { headers: await withToast(request, { kind: "success", title: t("toast.saved", { number: row.number }) }) });
    }
    const { id, number } = createBast(user, actorOf(user), parsed.data, clientAddress(request));
    const [signed] = filesOf(form, "file");
    if (signed) await attachBastDocument(user, actorOf(user), id, signed);
    return redirect(`/bast/${id}`, { headers: await withToast(request, { kind: "success", title: t("toast.bastCreated", { number }) }) });
  } catch (error) {
    const refusal = await refusalOf(error);
    return refused(refusal.status, refusal.fieldErrors, refusal.message);
  }
}
