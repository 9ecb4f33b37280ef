import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.machines.$id";

/** What the machine page's loader sends: every part of the inspector reads its share of it. */
export type MachineData = SerializeFrom<typeof loader>;
