/** The BAST list as an Excel file: the screen's filters (its URL) and scope, without paging. */
export { bastExportLoader as loader } from "~/services/contract-screens.server";
