import type { SerializeFrom } from "@remix-run/node";
import type { TFunction } from "i18next";
import { formatDateTimeId } from "~/domain/dates";
import { FINEST_OUTCOMES, type FinestOutcome } from "~/integrations/accounting/catalogue";
import { TAX_OUTCOMES, type TaxOutcome } from "~/integrations/tax-authority/catalogue";
import type { loader } from "~/routes/_portal.admin.sandbox";

/** What the sandbox page's loader sends: each system's rules and recent requests. */
export type SandboxData = SerializeFrom<typeof loader>;

/** A request's time as the page prints it. */
export const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");
/**
 * An outcome of the sandbox in the reader's language (admin:sandbox.outcomes): its short `name` (rules, records,
 * toasts), its `label` (the quick buttons, the rule form) or its `effect` on the invoice. An outcome the
 * catalogue does not list shows as stored.
 */
export function outcomeText(t: TFunction<"admin">, system: string, outcome: string | null, part: "name" | "label" | "effect" = "name"): string {
  if (outcome === null) return "";
  if (system === "tax-authority") {
    return (TAX_OUTCOMES as readonly string[]).includes(outcome) ? t(`sandbox.outcomes.tax.${outcome as TaxOutcome}.${part}`) : outcome;
  }
  return (FINEST_OUTCOMES as readonly string[]).includes(outcome) ? t(`sandbox.outcomes.finest.${outcome as FinestOutcome}.${part}`) : outcome;
}
