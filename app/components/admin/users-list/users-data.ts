import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.users._index";

/** What the users list's loader sends. */
export type UsersData = SerializeFrom<typeof loader>;
