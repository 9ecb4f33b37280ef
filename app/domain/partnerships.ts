/**
 * Partnerships (issue 23): the permissions, phases and choice lists the screens and the server share (no server code).
 * The phases and sub-phases mirror machines/partnership.machine.ts (a test keeps them equal); README Decisions.
 */
export const READ_PARTNERSHIP = "read:partnership";
export const READ_PARTNERSHIP_DIVISION = "read:partnership:division";
export const READ_PARTNERSHIP_OWN = "read:partnership:own";
export const MANAGE_PARTNERSHIP = "manage:partnership";
export const APPROVE_PARTNERSHIP = "approve:partnership";

export const PARTNERSHIP_PHASES = ["initiation", "evaluation", "negotiation", "executing", "ended", "stopped"] as const;
export type PartnershipPhaseName = (typeof PARTNERSHIP_PHASES)[number];
export const PARTNERSHIP_SUB_PHASES: Record<string, readonly string[]> = {
  initiation: ["screening", "proposal"],
  evaluation: ["businessReview", "legalReview"],
  negotiation: ["termSheet", "drafting"],
  executing: ["implementation", "monitoring"],
};
export const PARTNERSHIP_STATUSES = ["in progress", "approved", "ended", "stopped"] as const;
export type PartnershipStatusName = (typeof PARTNERSHIP_STATUSES)[number];
export const OPEN_PHASES: readonly string[] = ["initiation", "evaluation", "negotiation", "executing"];

export const isPartnershipPhase = (v: unknown): v is PartnershipPhaseName => typeof v === "string" && (PARTNERSHIP_PHASES as readonly string[]).includes(v);
export const isPartnershipStatus = (v: unknown): v is PartnershipStatusName => typeof v === "string" && (PARTNERSHIP_STATUSES as readonly string[]).includes(v);

/** The partnership models (spec: partnershipModel {id, code, name}); the flow follows the model. */
export const PARTNERSHIP_MODELS = [
  { id: "pm-01", code: "RS", name: "Revenue Sharing" },
  { id: "pm-02", code: "RL", name: "Reseller" },
  { id: "pm-03", code: "CO", name: "Co-Creation" },
  { id: "pm-04", code: "WL", name: "White Label" },
] as const;
export const modelById = (id: string) => PARTNERSHIP_MODELS.find((m) => m.id === id) ?? null;
/** The flow (spec: flow {partnershipFlowId, name}) is the model's: one flow per model, so it is derived, not chosen. */
export const flowOfModel = (m: { code: string; name: string }) => ({ id: `flow-${m.code.toLowerCase()}`, name: `${m.name} flow` });

export const PARTNERSHIP_CATEGORIES = ["strategic", "tactical"] as const;
export const PRODUCT_CATEGORIES = ["Connectivity", "Digital Platform", "Digital Service"] as const;
export const INITIATION_TYPES = ["inbound", "outbound"] as const;
export const PARTNERSHIP_PRIORITIES = ["low", "medium", "high"] as const;
export const BUSINESS_MODELS = ["Revenue Sharing", "Reseller", "Co-Creation", "White Label", "Subscription"] as const;

/** Revenue share: basis points (6000 = 60 %) from a percentage typed with a comma or a point ("62,5"). */
export function percentToBasisPoints(text: string): number | null {
  const v = text.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return null;
  const bp = Math.round(Number(v) * 100);
  return bp >= 0 && bp <= 10_000 ? bp : null;
}

/** "62,5" the Indonesian way, from basis points. */
export function basisPointsToPercent(bp: number): string {
  return (bp / 100).toLocaleString("id-ID", { maximumFractionDigits: 2 });
}
