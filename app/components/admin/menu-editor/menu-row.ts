import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.menu";

/** A menu entry as the menu editor lists it. */
export type MenuRow = SerializeFrom<typeof loader>["rows"][number];
