import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.products.$id._index";

/** The product as its detail page shows it. */
export type ProductView = SerializeFrom<typeof loader>["product"];
