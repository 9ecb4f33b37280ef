import type { LoaderFunctionArgs } from "@remix-run/node";
import { contractExportLoader } from "~/services/contract-screens.server";

/** The list as an Excel file: the screen's filters (its URL) and scope, without paging. */
export const loader = (args: LoaderFunctionArgs) => contractExportLoader(args, "contract");
