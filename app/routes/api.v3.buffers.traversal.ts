import type { LoaderFunctionArgs } from "@remix-run/node";
import { childrenOf, findNodeByIdOrCode, findNodeByLoker, pathTo } from "~/models/organisation.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";
import { toApiNode } from "~/services/organisation.server";

/**
 * GET buffers/traversal?division=&loker=: finds a division by its code (or id) or by its loker, and answers the way up
 * (company, directorate) and the way down (units with their positions). Both given must name the same division.
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const divisionParam = textParam(request, "division", { max: 60 });
    const lokerParam = textParam(request, "loker", { max: 12 });
    if (!divisionParam && !lokerParam) return fail(400, "Give division (a code or id) or loker");
    const byDivision = divisionParam ? findNodeByIdOrCode(divisionParam) : null;
    const byLoker = lokerParam ? findNodeByLoker(lokerParam) : null;
    if (divisionParam && (!byDivision || byDivision.level !== 3)) return fail(404, `There is no division ${divisionParam}`);
    if (lokerParam && !byLoker) return fail(404, `There is no division with loker ${lokerParam}`);
    if (byDivision && byLoker && byDivision.id !== byLoker.id) return fail(400, `Division ${byDivision.code} has loker ${byDivision.loker ?? "none"}, not ${lokerParam}`);
    const division = (byDivision ?? byLoker)!;
    const path = pathTo(division.id);
    return ok({
      company: path[0] ? toApiNode(path[0]) : null,
      directorate: path.find((n) => n.level === 2) ? toApiNode(path.find((n) => n.level === 2)!) : null,
      division: toApiNode(division),
      loker: division.loker,
      units: childrenOf(division.id).map((u) => ({ ...toApiNode(u), positions: childrenOf(u.id).map(toApiNode) })),
    });
  });

export const action = () => methodNotAllowed("GET");
