import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ContractFormPage } from "~/components/contracts/contract-form-page";
import { pageMeta } from "~/lib/page-meta";
import { contractFormAction, contractFormLoader } from "~/services/contract-form-screens.server";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => contractFormLoader(args, "agreement", "edit");
export const action = (args: ActionFunctionArgs) => contractFormAction(args, "agreement", "edit");
export default ContractFormPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
