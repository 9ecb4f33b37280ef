import type { LoaderFunctionArgs } from "@remix-run/node";
import { ContractListPage } from "~/components/contracts/contract-list-page";
import { pageMeta } from "~/lib/page-meta";
import { contractListLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => contractListLoader(args, "contract");
export default ContractListPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
