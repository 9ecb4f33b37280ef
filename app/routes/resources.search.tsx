import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { globalSearch } from "~/services/search.server";
import { requireFetchUser } from "~/services/shell.server";

/** Suggestions for the navbar's search box: a few hits per kind. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireFetchUser(request, context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return json({ groups: await globalSearch(user, q, { limit: 5 }) }, { headers: { "Cache-Control": "no-store" } });
}
