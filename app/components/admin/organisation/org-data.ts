import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.organisation";

/** What the organisation page's loader sends: the tree and the chosen node. */
export type OrgData = SerializeFrom<typeof loader>;
