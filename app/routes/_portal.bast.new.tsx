import { BastFormPage } from "~/components/contracts/bast-pages";
import { pageMeta } from "~/lib/page-meta";
import { bastNewAction, bastNewLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = bastNewLoader;
export const action = bastNewAction;
export default BastFormPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
