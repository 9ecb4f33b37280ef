import { json } from "@remix-run/node";

/**
 * Expected failures are thrown as Responses carrying the API wrapper
 * {status:false, message}, so loaders, actions and the JSON API share one shape.
 */
export function httpError(status: number, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ status: false, message, ...extra }, { status });
}

export async function responseMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof Response)) return null;
  try {
    const body = (await error.clone().json()) as { message?: string };
    return body.message ?? null;
  } catch {
    return error.statusText || null;
  }
}

export function isResponse(value: unknown): value is Response {
  return value instanceof Response;
}

/**
 * A posted form. A body that is not a form (JSON, a broken multipart body, no content type) is the sender's
 * mistake: a 400 with a message, never a 500 from the parser.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw httpError(400, "Send the form as multipart/form-data or application/x-www-form-urlencoded");
  }
}
