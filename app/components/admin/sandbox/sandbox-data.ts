import type { SerializeFrom } from "@remix-run/node";
import { formatDateTimeId } from "~/domain/dates";
import type { loader } from "~/routes/_portal.admin.sandbox";

/** What the sandbox page's loader sends: each system's rules and recent requests. */
export type SandboxData = SerializeFrom<typeof loader>;

/** A request's time as the page prints it. */
export const when = (iso: string | null) => (iso ? formatDateTimeId(new Date(iso)) : "–");