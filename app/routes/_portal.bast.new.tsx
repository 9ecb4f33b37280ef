import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { BastFormPage } from "~/components/contracts/bast-form-page";
import { pageMeta } from "~/lib/page-meta";
import { bastFormAction, bastFormLoader } from "~/services/contract-form-screens.server";

export const meta = pageMeta;
export const loader = (args: LoaderFunctionArgs) => bastFormLoader(args, "new");
export const action = (args: ActionFunctionArgs) => bastFormAction(args, "new");
export default BastFormPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
