import { BastListPage } from "~/components/contracts/bast-list-page";
import { pageMeta } from "~/lib/page-meta";
import { bastListLoader } from "~/services/contract-screens.server";

export const meta = pageMeta;
export const loader = bastListLoader;
export default BastListPage;
export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
