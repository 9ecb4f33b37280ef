import { BastDetailPage } from "~/components/contracts/bast-pages";
import { pageMeta } from "~/lib/page-meta";
import { bastDetailAction, bastDetailLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = bastDetailLoader;
export const action = bastDetailAction;
export default BastDetailPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
