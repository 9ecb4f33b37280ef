/**
 * The quotation form's partner company (issue 23): which companies a quotation may name, and the customer party's
 * address and NPWP filled from the chosen company. Without JavaScript the server fills them: a save fills the blank
 * ones, the "Fill from company" button (intent FILL_FROM_COMPANY) replaces them and shows the form again with nothing
 * else changed; with JavaScript the form asks /quotations/company-party as soon as a company is chosen.
 */
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { companyAddressLine, MANAGE_COMPANY, READ_COMPANY } from "~/domain/companies";
import { FILL_FROM_COMPANY } from "~/domain/quotations";
import { QuotationSchema } from "~/lib/schemas/quotation";
import { type CompanyRow, companyIdsOfUser, getCompany } from "~/models/company.server";
import { approvedCompanyOptions } from "~/models/quotation.server";
import type { AccessUser } from "~/models/user.server";
import { hasPermission } from "./auth.server";
import { httpError } from "./http.server";

const NOT_A_CHOICE = "Choose an approved partner company";

/**
 * Whose companies a quotation may name: read:company sees every company and a partner (manage:company alone) only
 * their own, as on the companies screens; the product's people, who write quotations without reading the companies
 * list, choose among every approved company, the list the form has always offered (README Decisions).
 */
export function quotationCompanyScope(user: AccessUser): string[] | null {
  if (hasPermission(user, READ_COMPANY)) return null;
  if (hasPermission(user, MANAGE_COMPANY)) return companyIdsOfUser(user.id);
  return null;
}

export const quotationCompanyOptions = (user: AccessUser) => approvedCompanyOptions(quotationCompanyScope(user));

/** The approved company `id` when the user may name it; an unknown, unapproved or out-of-scope id is a 400 on the field. */
export function requireQuotationCompany(user: AccessUser, id: string): CompanyRow {
  const company = getCompany(id);
  const scope = quotationCompanyScope(user);
  if (!company || company.status !== "approved" || (scope !== null && !scope.includes(id))) throw httpError(400, NOT_A_CHOICE, { field: "companyId" });
  return company;
}

/** The customer party's fields a company fills. */
export const companyParty = (c: CompanyRow) => ({ name: c.name, address: companyAddressLine(c.address), npwp: c.taxId ?? "" });

/** The chosen company, or the field's error when it is not one the user may name (neither when none is chosen). */
function companyOf(user: AccessUser, id: string): { company: CompanyRow | null; error: string | null } {
  if (!id) return { company: null, error: null };
  try {
    return { company: requireQuotationCompany(user, id), error: null };
  } catch {
    return { company: null, error: NOT_A_CHOICE };
  }
}

/** The party the form's script fills in when a company is chosen (the fetcher's answer), or the field's error. */
export function companyPartyFor(user: AccessUser, id: string): { party: ReturnType<typeof companyParty> } | { error: string } {
  const { company, error } = companyOf(user, id.trim());
  return company ? { party: companyParty(company) } : { error: error ?? NOT_A_CHOICE };
}

/** Writes the company's party into the posted form: only blank fields, or (the button) the address and NPWP whatever they hold. */
function fillParty(form: FormData, company: CompanyRow, replace: boolean) {
  const party = companyParty(company);
  const set = (field: "name" | "address" | "npwp", always: boolean) => {
    const name = `to.${field}`;
    if (party[field] && (always || !String(form.get(name) ?? "").trim())) form.set(name, party[field]);
  };
  set("name", false);
  set("address", replace);
  set("npwp", replace);
}

/**
 * Reads the quotation form's post. `answer` is set when the post is not a save to carry out (the fill button, a
 * conform intent such as adding a line, or a form with errors): the route answers it as is. Otherwise `value` is the
 * parsed form and `reply` answers a refusal of the save.
 */
export function readQuotationPost(user: AccessUser, form: FormData) {
  const fill = form.get("intent") === FILL_FROM_COMPANY;
  form.delete("intent");
  const { company, error } = companyOf(user, String(form.get("companyId") ?? "").trim());
  if (company) fillParty(form, company, fill);
  const companyErrors = error ? { fieldErrors: { companyId: [error] } } : undefined;
  if (fill) {
    // The form again as typed, its party filled: no other field is judged yet (a schema that takes anything).
    return { answer: parseWithZod(form, { schema: z.any() }).reply(companyErrors), status: error ? 400 : 200 } as const;
  }
  const submission = parseWithZod(form, { schema: QuotationSchema });
  if (submission.status !== "success") return { answer: submission.reply(companyErrors), status: submission.status === "error" ? 400 : 200 } as const;
  return { answer: null, value: submission.value, reply: submission.reply } as const;
}
