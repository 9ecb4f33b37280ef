import { z } from "zod";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";

// The organisation page's forms besides creating (lib/admin-schemas.ts), checked in the browser and again by the action.
/** The node kinds (levels 1 to 5); their labels are admin:organisation.kind.<kind>. */
export const KINDS = ["company", "directorate", "division", "unit", "position"] as const;
export type Kind = (typeof KINDS)[number];
export const asKind = (kind: string): Kind => ((KINDS as readonly string[]).includes(kind) ? (kind as Kind) : "unit");

export const RenameSchema = z.object({
  name: z.string({ required_error: "Enter a name" }).trim().min(2, "Enter a name").max(120),
  code: OrgNodeCreateSchema.shape.code,
  loker: OrgNodeCreateSchema.shape.loker,
});
export const MoveSchema = z.object({ parentId: z.string({ required_error: "Choose the new parent" }).trim().min(1, "Choose the new parent").max(60) });
export const DeleteSchema = z.object({});
