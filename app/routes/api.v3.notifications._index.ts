import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { listNotifications } from "~/models/notification.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { APPLICATION, NOTIFICATION_FEED_SIZE, toApiNotification } from "~/services/shell.server";

const QuerySchema = z.object({
  "filter-application": z.string().trim().optional(),
  "filter-recipient.referenceId": z.string().trim().optional(),
  "filter-unread": z.enum(["true", "false"]).optional(),
  perpage: z.coerce.number().int().min(1).max(NOTIFICATION_FEED_SIZE).default(NOTIFICATION_FEED_SIZE),
  currpage: z.coerce.number().int().min(0).default(0),
});

/** GET notifications (spec section 7): the caller's own notifications, newest first; data.data is the list. */
export function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const user = await requireApiUser(request);
    const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return fail(400, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    const q = parsed.data;
    const referenceId = q["filter-recipient.referenceId"];
    if (referenceId && referenceId !== user.referenceId) return fail(403, "You can only read your own notifications.");
    const meta = { perpage: q.perpage, currpage: q.currpage };
    if (q["filter-application"] && q["filter-application"] !== APPLICATION) return ok({ data: [], meta: { ...meta, total: 0, totalpage: 0 } });
    const { rows, total } = listNotifications(user.id, { unreadOnly: q["filter-unread"] === "true", limit: q.perpage, offset: q.currpage * q.perpage });
    return ok({ data: rows.map(toApiNotification), meta: { ...meta, total, totalpage: Math.ceil(total / q.perpage) } });
  });
}
