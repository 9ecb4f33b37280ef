import { z } from "zod";
import { EmailSchema, PasswordSchema, passwordIsEmail } from "./password-rules";

/**
 * One schema per administration form, used by the screen (conform), its action and the JSON API alike.
 * Lists arrive from forms as repeated fields and from the API as arrays or comma-separated text.
 */
const list = (inner: z.ZodTypeAny) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return [];
    if (Array.isArray(v)) return v.map((x) => (typeof x === "string" ? x.trim() : x)).filter((x) => x !== "");
    if (typeof v === "string") return v.split(",").map((s) => s.trim()).filter(Boolean);
    return v;
  }, z.array(inner));

/** Optional text: absent (undefined) leaves a value as it is; empty or null clears it (null). */
const optionalText = (max: number, message?: string) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v), z.string({ invalid_type_error: message ?? "Enter text" }).trim().max(max, `Use at most ${max} characters`).nullable().optional());

export const USER_TYPES = ["telkom", "external", "partner"] as const;
export const LEVEL_ACCESS = [1, 2, 3] as const;

const phone = optionalText(20).refine((v) => v == null || /^(\+62|62|0)8\d{7,12}$/.test(v), "Enter an Indonesian mobile number, e.g. 081234567890");
const nik = optionalText(16).refine((v) => v == null || /^\d{16}$/.test(v), "The NIK has 16 digits");
const referenceId = optionalText(20).refine((v) => v == null || /^\d{3,20}$/.test(v), "The reference id is 3 to 20 digits");

const UserFields = {
  fullname: z.string({ required_error: "Enter the full name", invalid_type_error: "Enter the full name" }).trim().min(2, "Enter the full name").max(120, "Use at most 120 characters"),
  email: EmailSchema,
  phoneNumber: phone,
  nik,
  referenceId,
  type: z.enum(USER_TYPES, { errorMap: () => ({ message: "Choose a type: telkom, external, partner" }) }).default("telkom"),
  jobPosition: optionalText(120),
  country: z.string().trim().min(2).max(60).default("Indonesia"),
  roles: list(z.string().min(1).max(40)).pipe(z.array(z.string()).min(1, "Choose at least one role").max(6, "Choose at most six roles")),
  levelAccess: z.coerce.number({ invalid_type_error: "Choose an access level" }).int().refine((n) => (LEVEL_ACCESS as readonly number[]).includes(n), "The access level is 1, 2 or 3").default(3),
  grantAccess: list(z.string().trim().min(2).max(30).regex(/^[A-Za-z0-9._-]+$/, "Division codes use letters, digits, dots and dashes")).pipe(z.array(z.string()).max(20, "Grant at most 20 divisions")),
};

export const UserCreateSchema = z
  .object({ ...UserFields, password: PasswordSchema })
  .refine((v) => !passwordIsEmail(v.password, v.email), { path: ["password"], message: "The password must not be the e-mail address" });

/** Every field optional for the API's PUT: only what is sent changes (null or "" clears an optional text). */
export const UserUpdateSchema = z.object(UserFields).partial();

/** The edit screen sends every field; a field left empty clears it. */
export const UserEditSchema = z.object(UserFields);

/** The user statuses of db/schema/users.ts, repeated here so that screens need not import the schema. */
export const USER_STATUSES = ["pending", "active", "blocked", "deleted"] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);

export const PositionMappingSchema = z
  .object({
    positionId: optionalText(60),
    unitId: optionalText(60),
    divisionId: optionalText(60),
    companyId: optionalText(60),
  })
  .refine((v) => Boolean(v.positionId || v.unitId), { path: ["positionId"], message: "Choose a position (or at least a unit)" });

/** Deleting a user asks for a ticked box (the user page's delete form). */
export const UserDeleteSchema = z.object({ confirm: z.literal("on", { errorMap: () => ({ message: "Tick the box to confirm" }) }) });

const code = z
  .string({ required_error: "Enter a code", invalid_type_error: "Enter a code" })
  .trim()
  .toUpperCase()
  .min(2, "The code has at least 2 characters")
  .max(30, "The code has at most 30 characters")
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, "Use capital letters, digits, dashes and underscores");
const name = z.string({ required_error: "Enter a name", invalid_type_error: "Enter a name" }).trim().min(2, "Enter a name").max(120, "Use at most 120 characters");
const loker = optionalText(12).refine((v) => v == null || /^[A-Za-z0-9]{2,12}$/.test(v), "The loker is 2 to 12 letters or digits");
const revenueSettings = z.record(z.unknown()).nullable().optional();

export const OrgNodeCreateSchema = z.object({
  parentId: z.string({ required_error: "Choose the parent", invalid_type_error: "Choose the parent" }).trim().min(1, "Choose the parent").max(60),
  code,
  name,
  loker,
  revenueSettings,
});

export const OrgNodeUpdateSchema = z.object({ code: code.optional(), name: name.optional(), loker, parentId: z.string().trim().min(1).max(60).optional(), revenueSettings });

/** The checkbox matrix of a role: the permission names it should hold from now on. */
export const RolePermissionsSchema = z.object({ permissions: list(z.string().min(3).max(60)) });
