import type { ActionFunctionArgs } from "@remix-run/node";
import { markNotificationRead } from "~/models/notification.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { toApiNotification } from "~/services/shell.server";

/** POST notifications/{id}/read: marks one of the caller's notifications read. Someone else's is "not found". */
export function action({ request, params }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return fail(405, "Use POST");
    const user = await requireApiUser(request);
    const now = new Date();
    const row = markNotificationRead(user.id, params.id ?? "", now);
    if (!row) return fail(404, "Notification not found");
    return ok(toApiNotification({ ...row, readAt: row.readAt ?? now.toISOString() }));
  });
}

export function loader() {
  return fail(405, "Use POST");
}
