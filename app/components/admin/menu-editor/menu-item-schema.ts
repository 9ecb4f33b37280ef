import { z } from "zod";
import type { MenuKind } from "~/domain/menu";
import { COLOR_TONES, parseMenuIcon } from "~/components/layout/icon-catalogue";
import { safeHref } from "~/lib/safe-href";

// Listed here rather than imported from the schema, which would pull drizzle into the browser bundle.
export const menuKinds = ["header", "item", "group", "external"] as const satisfies readonly MenuKind[];

/** The menu editor's entry form, checked in the browser and again by the action. */
export const MenuItemSchema = z
  .object({
    id: z.string().optional(),
    kind: z.enum(menuKinds, { required_error: "Choose the kind of entry" }),
    title: z.string({ required_error: "Enter a title" }).trim().min(1, "Enter a title").max(60, "Use at most 60 characters"),
    url: z.string().trim().max(500, "Use at most 500 characters").optional(),
    icon: z
      .string()
      .trim()
      .max(80)
      .optional()
      // Written in full (ICON_HELP's text) so that the screens find it in the messages catalogue.
      .refine((v) => !v || parseMenuIcon(v) !== null, "Write the icon as ri:<remix icon>, bi:<bootstrap icon>, color:<lucide icon>:<primary|success|danger|info|warning|dark>, or img:<product image>"),
    badge: z.string().trim().max(12, "Use at most 12 characters").optional(),
    badgeColor: z.enum(COLOR_TONES).optional(),
    parentId: z.string().optional(),
    // The form always sends an empty "roles" (see EntryForm), so a list with nothing ticked still reports its error.
    roles: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : (Array.isArray(v) ? v : [v]).filter((r) => typeof r === "string" && r !== "")),
      z.array(z.string()).min(1, "Choose at least one role"),
    ),
    newTab: z.literal("on").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== "item" && v.kind !== "external") return;
    // Stored only when the side menu would link it as written (lib/safe-href.ts): "/\\host" or a tab inside
    // "/\t/host" would take a click to another site, javascript: and data: would run in the portal.
    const linkable = Boolean(v.url) && safeHref(v.url) === v.url;
    if (v.kind === "item" && !(v.url && v.url.startsWith("/"))) ctx.addIssue({ code: "custom", path: ["url"], message: "A single item links to a portal page: start the address with /" });
    else if (v.kind === "item" && !linkable) ctx.addIssue({ code: "custom", path: ["url"], message: "This address would leave the portal: write a portal path such as /invoices" });
    if (v.kind === "external" && !(v.url && linkable && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v.url))) ctx.addIssue({ code: "custom", path: ["url"], message: "An external link needs a full address starting with https://" });
  });
