import { z } from "zod";
import { OrgNodeCreateSchema } from "~/lib/admin-schemas";

// The organisation page's forms besides creating (lib/admin-schemas.ts), checked in the browser and again by the action.
export const KIND_LABEL: Record<string, string> = { company: "Company", directorate: "Directorate", division: "Division", unit: "Unit", position: "Position" };

export const RenameSchema = z.object({
  name: z.string({ required_error: "Enter a name" }).trim().min(2, "Enter a name").max(120),
  code: OrgNodeCreateSchema.shape.code,
  loker: OrgNodeCreateSchema.shape.loker,
});
export const MoveSchema = z.object({ parentId: z.string({ required_error: "Choose the new parent" }).trim().min(1, "Choose the new parent").max(60) });
export const DeleteSchema = z.object({});
