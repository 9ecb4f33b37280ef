import type { SerializeFrom } from "@remix-run/node";
import type { loader } from "~/routes/_portal.admin.jobs";

/** What the jobs page's loader sends: the jobs with their latest run, and a page of runs. */
export type JobsData = SerializeFrom<typeof loader>;
