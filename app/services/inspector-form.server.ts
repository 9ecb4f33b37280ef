import { z } from "zod";

/** The machine page's forms: simulate a step, undo, reset, or apply an event for real (admin/machines/$id). */
const field = z.string().trim().max(2000).optional().default("");
export const InspectorActionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("simulate"), event: z.string().min(1), as: z.string().min(1, "Choose who acts"), msg: field, extra: field, sim: z.string().optional(), entity: field, state: field, step: field }),
  z.object({ kind: z.literal("undo"), sim: z.string().min(1), as: field, msg: field, extra: field, entity: field, state: field, step: field }),
  z.object({ kind: z.literal("reset"), as: field, msg: field, extra: field, entity: field, state: field, step: field }),
  z.object({
    kind: z.literal("apply"),
    event: z.string().min(1),
    entity: z.string().min(1, "Choose an instance first"),
    version: z.coerce.number().int().positive().optional(),
    applyMsg: field,
    applyExtra: field,
    confirm: z.literal("yes", { errorMap: () => ({ message: "Tick the box to confirm that this changes the real document." }) }),
  }),
]);

/** A button's `intent` ("simulate:invoice.approve", "apply:…", "undo", "reset") into the schema's kind and event. */
export function parseInspectorIntent(form: FormData) {
  const intent = String(form.get("intent") ?? "");
  const [kind, ...rest] = intent.split(":");
  const values: Record<string, unknown> = Object.fromEntries([...form.entries()].filter(([k]) => k !== "intent").map(([k, v]) => [k, String(v)]));
  return InspectorActionSchema.safeParse({ ...values, kind, event: rest.join(":") || undefined });
}
