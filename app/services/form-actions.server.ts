import { json } from "@remix-run/node";
import type { z } from "zod";
import { responseMessage } from "./http.server";

/**
 * Runs one intent of a page's action: parses its fields with `schema`, and turns an
 * expected refusal (a thrown 4xx Response, e.g. the workflow's 409) into a message
 * the page shows beside the form, instead of an error page.
 */
export async function runIntent<S extends z.ZodTypeAny>(intent: string, formData: FormData, schema: S, run: (value: z.infer<S>) => Promise<Response> | Response) {
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return json({ intent, fieldErrors: parsed.error.flatten().fieldErrors as Record<string, string[]>, message: null }, { status: 400 });
  try {
    return await run(parsed.data);
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500 || error.status < 400) throw error;
    return json({ intent, fieldErrors: {}, message }, { status: error.status });
  }
}
