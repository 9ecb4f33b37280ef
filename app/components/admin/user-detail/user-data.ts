import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.users.$id";

/** What the user page's loader sends: each card reads its share. */
export type UserData = SerializeFrom<typeof loader>;
