import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.profile";

/** What the profile page's loader sends: the account, its roles and its pinned pages. */
export type ProfileData = SerializeFrom<typeof loader>;
