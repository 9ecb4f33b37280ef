import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ContractDetailPage } from "~/components/contracts/contract-detail-page";
import { pageMeta } from "~/lib/page-meta";
import { contractDetailAction, contractDetailLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => contractDetailLoader(args, "agreement");
export const action = (args: ActionFunctionArgs) => contractDetailAction(args, "agreement");
export default ContractDetailPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
