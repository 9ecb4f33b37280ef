import type { ActionFunctionArgs } from "@remix-run/node";
import { markAllNotificationsRead } from "~/models/notification.server";
import { apiHandler, fail, ok, readBody, requireApiUser } from "~/services/api.server";
import { APPLICATION } from "~/services/shell.server";

/** POST notifications/read {userId, application}: marks all of the caller's notifications read; data.count is how many changed. */
export function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== "POST") return fail(405, "Use POST");
    const user = await requireApiUser(request);
    const body = await readBody(request);
    if (body.userId !== undefined && body.userId !== user.id) return fail(403, "You can only mark your own notifications.");
    if (body.application !== undefined && body.application !== APPLICATION) return ok({ count: 0 });
    return ok({ count: markAllNotificationsRead(user.id) });
  });
}

export function loader() {
  return fail(405, "Use POST");
}
