import type { SubmissionResult } from "@conform-to/react";

type Reply = (options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] }) => SubmissionResult<string[]>;

/**
 * Turns an expected failure thrown by a service (a 4xx Response carrying {message, field?}) into the form's
 * reply: the message under its field, or above the form. Anything else is not handled here (returns null).
 */
export async function replyFromError(error: unknown, reply: Reply): Promise<{ status: number; result: SubmissionResult<string[]> } | null> {
  if (!(error instanceof Response) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  let body: { message?: unknown; field?: unknown } = {};
  try {
    body = (await error.clone().json()) as typeof body;
  } catch {
    return null;
  }
  const message = typeof body.message === "string" ? body.message : "That could not be done.";
  const result = typeof body.field === "string" ? reply({ fieldErrors: { [body.field]: [message] } }) : reply({ formErrors: [message] });
  return { status: error.status, result };
}

/** The message of an expected failure, for actions whose only feedback is a toast. */
export async function errorMessage(error: unknown): Promise<{ status: number; message: string } | null> {
  if (!(error instanceof Response) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  try {
    const body = (await error.clone().json()) as { message?: unknown };
    return { status: error.status, message: typeof body.message === "string" ? body.message : "That could not be done." };
  } catch {
    return null;
  }
}
