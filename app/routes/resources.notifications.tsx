import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { markAllNotificationsRead, markNotificationRead } from "~/models/notification.server";
import { safeRedirect } from "~/services/auth-session.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { notificationFeed, requireFetchUser } from "~/services/shell.server";

/** The dropdown's poll: the unread count and the latest 100. An ended session answers 401 "Unauthorized". */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireFetchUser(request, context);
  return json(notificationFeed(user.id), { headers: { "Cache-Control": "no-store" } });
}

const ActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: z.string().min(1) }),
  z.object({ intent: z.literal("read"), id: z.string().min(1), redirectTo: z.string().optional() }),
  z.object({ intent: z.literal("read-all"), redirectTo: z.string().optional() }),
]);

/**
 * open: mark read, then go to the notification's url (spec section 2: marks it read, refreshes the list,
 * then goes to its content url). read / read-all: mark, then back where the person was (a plain form)
 * or JSON (a background request from the dropdown).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireFetchUser(request, context);
  const parsed = ActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw httpError(400, "That notification request is not valid.");
  const input = parsed.data;
  if (input.intent === "open") {
    const row = markNotificationRead(user.id, input.id);
    if (!row) throw httpError(404, "That notification does not exist or is not yours.");
    return redirect(safeRedirect(row.url, "/notification"));
  }
  if (input.intent === "read") {
    if (!markNotificationRead(user.id, input.id)) throw httpError(404, "That notification does not exist or is not yours.");
    return input.redirectTo ? redirect(safeRedirect(input.redirectTo)) : json({ ok: true });
  }
  const changed = markAllNotificationsRead(user.id);
  if (!input.redirectTo) return json({ ok: true, changed });
  return redirect(safeRedirect(input.redirectTo), { headers: await withToast(request, { kind: "success", title: changed ? `${changed} notification${changed === 1 ? "" : "s"} marked as read` : "Nothing was unread" }) });
}
