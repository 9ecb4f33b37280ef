import { json } from "@remix-run/node";

export type RewardActionData = { intent: string; fieldErrors: Record<string, string[]>; message: string | null; values: Record<string, string> };

/** The form's own string values, given back to it on a refusal so that nothing typed is lost. */
export const formValues = (form: FormData) => Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));

export const refusedForm = (intent: string, values: Record<string, string>, status: number, fieldErrors: Record<string, string[]>, message: string | null = null) =>
  json<RewardActionData>({ intent, fieldErrors, message, values }, { status });

/**
 * A service's refusal (400/409 with a message, maybe naming its field) as the form's answer, beside the field or
 * above the form; anything else (403, 404, a crash) is thrown on to the error boundary.
 */
export async function refusalReply(error: unknown, intent: string, values: Record<string, string>) {
  if (!(error instanceof Response) || error.status >= 500 || error.status === 403 || error.status === 404) throw error;
  const body = (await error.clone().json().catch(() => null)) as { message?: string; field?: string } | null;
  if (!body?.message) throw error;
  return body.field ? refusedForm(intent, values, error.status, { [body.field]: [body.message] }) : refusedForm(intent, values, error.status, {}, body.message);
}
