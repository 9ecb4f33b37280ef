import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.recurring.$id._index";

/** What the recurring profile page's loader sends. */
export type ProfileData = SerializeFrom<typeof loader>;
