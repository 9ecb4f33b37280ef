import { type ActionFunctionArgs, json, redirect } from "@remix-run/node";
import { z } from "zod";
import { pinBookmark, removeBookmark, SHOWN_BOOKMARKS } from "~/models/bookmark.server";
import { requireUser } from "~/services/auth.server";
import { safeRedirect } from "~/services/auth-session.server";
import { type Toast, withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";

const PagePath = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\") && !v.startsWith("/resources/"), "Only portal pages can be pinned");

export const BookmarkActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pin"), url: PagePath, title: z.string().trim().min(1).max(120).catch("Pinned page"), redirectTo: z.string().optional() }),
  z.object({ intent: z.literal("remove"), id: z.string().min(1), redirectTo: z.string().optional() }),
]);

/** Pin the page a person is on, or remove a pin (spec section 2, "Pinned bookmarks"). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = BookmarkActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, parsed.error.issues[0]?.message ?? "That bookmark request is not valid.");
  const input = parsed.data;
  let toast: Toast;
  if (input.intent === "pin") {
    const result = pinBookmark(user.id, input.url, input.title);
    if (result.status === "full") throw httpError(409, "You have pinned the most pages allowed. Remove some first.");
    toast =
      result.status === "already"
        ? { kind: "info", title: "This page is already pinned" }
        : result.shown
          ? { kind: "success", title: "Page pinned", description: input.title }
          : { kind: "info", title: "Page pinned and waiting", description: `${SHOWN_BOOKMARKS} pins are shown; this one shows when you remove one.` };
  } else {
    if (!removeBookmark(user.id, { id: input.id })) throw httpError(404, "That bookmark no longer exists.");
    toast = { kind: "success", title: "Bookmark removed" };
  }
  if (!input.redirectTo) return json({ ok: true });
  return redirect(safeRedirect(input.redirectTo), { headers: await withToast(request, toast) });
}

export function loader() {
  return redirect("/");
}
