/**
 * The sandbox control shared by the twins (tax intermediary and accounting): rules saying which outcome the next
 * requests get, or requests whose data match. Stored in sandbox_rules, so the panel, the web process and the job
 * workers all see the same rules. Only the sandbox twins (app/integrations) and the sandbox panel use this.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { db, type Tx, writeTransaction } from "#db/client.server";
import { sandboxRules } from "#db/schema";

export type SandboxSystem = "tax-authority" | "accounting" | "payment-gateway";
export type SandboxRuleRow = typeof sandboxRules.$inferSelect;
export type SandboxRuleInput = { system: SandboxSystem; outcome: string; match?: Record<string, string>; note?: string; remaining?: number | null };

export function listSandboxRules(system?: SandboxSystem): SandboxRuleRow[] {
  const query = db().select().from(sandboxRules);
  return (system ? query.where(eq(sandboxRules.system, system)) : query).orderBy(asc(sandboxRules.createdAt), asc(sandboxRules.id)).all();
}

export function addSandboxRule(input: SandboxRuleInput): string {
  const id = randomUUID();
  const match = Object.fromEntries(Object.entries(input.match ?? {}).filter(([, v]) => v.trim() !== "").map(([k, v]) => [k, v.trim()]));
  db()
    .insert(sandboxRules)
    .values({ id, system: input.system, outcome: input.outcome, match, note: input.note?.trim() ?? "", remaining: input.remaining ?? null, createdAt: new Date().toISOString() })
    .run();
  return id;
}

export function removeSandboxRule(id: string): boolean {
  return db().delete(sandboxRules).where(eq(sandboxRules.id, id)).run().changes > 0;
}

export function clearSandboxRules(system: SandboxSystem) {
  db().delete(sandboxRules).where(eq(sandboxRules.system, system)).run();
}

/** Every key of the rule's match must be found (case-insensitive, as a part) in the request's field of that name. */
export function ruleMatches(match: Record<string, string>, fields: Record<string, string>): boolean {
  return Object.entries(match).every(([key, wanted]) => (fields[key] ?? "").toLowerCase().includes(wanted.toLowerCase()));
}

/**
 * Takes the rule that decides this request, inside the caller's transaction: rules on the data first (they are
 * more specific), then "the next N requests", oldest first. A counted rule is used up as it is taken.
 */
export function takeSandboxRule(tx: Tx, system: SandboxSystem, fields: Record<string, string>, accept: (outcome: string) => boolean = () => true): SandboxRuleRow | null {
  const rules = tx.select().from(sandboxRules).where(eq(sandboxRules.system, system)).orderBy(asc(sandboxRules.createdAt), asc(sandboxRules.id)).all();
  const usable = rules.filter((r) => accept(r.outcome) && (r.remaining === null || r.remaining > 0) && ruleMatches(r.match, fields));
  const chosen = usable.find((r) => Object.keys(r.match).length > 0) ?? usable[0] ?? null;
  if (chosen && chosen.remaining !== null) {
    if (chosen.remaining <= 1) tx.delete(sandboxRules).where(and(eq(sandboxRules.id, chosen.id))).run();
    else tx.update(sandboxRules).set({ remaining: chosen.remaining - 1 }).where(eq(sandboxRules.id, chosen.id)).run();
  }
  return chosen;
}

/** As takeSandboxRule, in its own write transaction. */
export function takeSandboxRuleNow(system: SandboxSystem, fields: Record<string, string>, accept?: (outcome: string) => boolean) {
  return writeTransaction((tx) => takeSandboxRule(tx, system, fields, accept));
}
