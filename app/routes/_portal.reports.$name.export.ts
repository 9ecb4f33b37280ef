import type { LoaderFunctionArgs } from "@remix-run/node";
import { requestLanguage, requestTranslator } from "~/services/i18n.server";
import { reportFileResponse } from "~/services/reports/file.server";
import type { Translate } from "~/services/reports/run.server";
import { requireReportReader } from "~/services/reports/screen.server";

/**
 * A report's file: /reports/{name}/export?format=xlsx|pdf&{the screen's filters}. A resource route, because a UI
 * route answers a document request (a download link, a bookmark) by rendering its page with the loader's Response
 * unwrapped as data, never with the file itself; the address /reports/{name}?format= redirects here.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { user, report } = await requireReportReader(request, context, params.name);
  const t = (await requestTranslator(request, context, "reports")) as unknown as Translate;
  return reportFileResponse(report, user, new URL(request.url), t, await requestLanguage(request, context));
}
