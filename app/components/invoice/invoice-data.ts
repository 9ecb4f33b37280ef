import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.invoices.$id";

/** What the invoice page's loader sends. */
export type InvoiceData = SerializeFrom<typeof loader>;
