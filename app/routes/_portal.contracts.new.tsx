import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ContractFormPage } from "~/components/contracts/contract-form-page";
import { pageMeta } from "~/lib/page-meta";
import { contractNewAction, contractNewLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => contractNewLoader(args, "contract");
export const action = (args: ActionFunctionArgs) => contractNewAction(args, "contract");
export default ContractFormPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
