/** Runs `fn` and returns the expected refusal (a thrown Response) as its JSON body and status; fails if nothing was refused. */
export async function refusal(fn: () => unknown) {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return { ...(await e.json()), status: e.status } as { status: number; message: string };
    throw e;
  }
  throw new Error("expected a refusal");
}
