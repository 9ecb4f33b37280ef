import type { LoaderFunctionArgs } from "@remix-run/node";
import { findNodeByIdOrCode, positionsWithParents } from "~/models/organisation.server";
import { methodNotAllowed, textParam } from "~/services/admin-api.server";
import { apiHandler, fail, ok, requireApiUser } from "~/services/api.server";

/**
 * GET buffers/generate/positions?division=code-or-id: every position of the division with its unit, company and
 * division ids, ready to send to users/{id}/position-mapping; value is the position id, label "position · unit".
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  apiHandler(async () => {
    await requireApiUser(request);
    const code = textParam(request, "division", { required: true, max: 60 })!;
    const division = findNodeByIdOrCode(code);
    if (!division || division.level !== 3) return fail(400, `${code} is not a division`);
    const data = positionsWithParents(division.id).map((r) => ({
      value: r.position.id,
      label: `${r.position.name} · ${r.unit?.name ?? ""}`,
      positionId: r.position.id,
      positionCode: r.position.code,
      unitId: r.unit?.id ?? null,
      divisionId: r.division?.id ?? null,
      companyId: r.company?.id ?? null,
      position: { _id: r.position.id, name: r.position.name },
      unit: r.unit ? { _id: r.unit.id, code: r.unit.code, name: r.unit.name } : null,
    }));
    return ok({ division: { _id: division.id, code: division.code, name: division.name }, data });
  });

export const action = () => methodNotAllowed("GET");
