import type { LoaderFunctionArgs } from "@remix-run/node";
import { countUnread } from "~/models/notification.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { APPLICATION } from "~/services/shell.server";

/** GET notifications/count {userId, application}: the unread count in data.count. */
export function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireApiUser(request);
    const params = new URL(request.url).searchParams;
    const userId = params.get("userId");
    if (userId && userId !== user.id) return fail(403, "You can only count your own notifications.");
    const application = params.get("application");
    return ok({ count: application && application !== APPLICATION ? 0 : countUnread(user.id) });
  });
}
