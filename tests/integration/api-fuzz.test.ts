import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { seededRandom } from "#db/seed/random";
import * as agreements from "~/routes/api.v3.agreements.attachment";
import * as resetAttempt from "~/routes/api.v3.auth.otp_.reset_attempt";
import * as generatePositions from "~/routes/api.v3.buffers.generate.positions";
import * as generateUsers from "~/routes/api.v3.buffers.generate.users";
import * as traversal from "~/routes/api.v3.buffers.traversal";
import * as contracts from "~/routes/api.v3.contracts.attachment";
import * as files from "~/routes/api.v3.files";
import * as history from "~/routes/api.v3.log-activity.$id.history";
import * as orgNode from "~/routes/api.v3.organization-structures.$id._index";
import * as orgChilds from "~/routes/api.v3.organization-structures.$id.get-childs";
import * as orgDivisions from "~/routes/api.v3.organization-structures.$id.get-divisions";
import * as orgLevel from "~/routes/api.v3.organization-structures.$id.get-level";
import * as orgRevenue from "~/routes/api.v3.organization-structures.$id.get-revenue-settings";
import * as orgSortable from "~/routes/api.v3.organization-structures.$id.sortable";
import * as orgList from "~/routes/api.v3.organization-structures._index";
import * as permissions from "~/routes/api.v3.permissions";
import * as divisionParent from "~/routes/api.v3.productchannel.division.$id.parent";
import * as products from "~/routes/api.v3.products.attachment";
import * as quotationApprove from "~/routes/api.v3.quotations.$id.approve.attachment";
import * as quotation from "~/routes/api.v3.quotations.$id.attachment";
import * as role from "~/routes/api.v3.roles.$role";
import * as rolePermissions from "~/routes/api.v3.roles.$role.permissions";
import * as roles from "~/routes/api.v3.roles._index";
import * as userBlock from "~/routes/api.v3.users.$id.block";
import * as user from "~/routes/api.v3.users.$id._index";
import * as loginAttempt from "~/routes/api.v3.users.$id.login-attempt";
import * as positionMapping from "~/routes/api.v3.users.$id.position-mapping";
import * as userUnblock from "~/routes/api.v3.users.$id.unblock";
import * as users from "~/routes/api.v3.users._index";
import * as statistic from "~/routes/api.v3.users.data.statistic";
import * as referral from "~/routes/api.v3.users.referral.$code";
import * as search from "~/routes/api.v3.users.search";
import * as mockCompanies from "~/routes/mock.companies._index";
import * as mockCompanyPartnerships from "~/routes/mock.companies.$id.partnerships";
import * as mockFeedback from "~/routes/mock.faq.feedback";
import * as mockLogin from "~/routes/mock.authenticate.login";
import * as mockRegister from "~/routes/mock.authenticate.register";
import * as mockRefresh from "~/routes/mock.authenticate.refresh-token";
import * as mockTickets from "~/routes/mock.tickets._index";
import * as mockRevenue from "~/routes/mock.dashboards.am-performance.revenue";
import * as mockBookmarks from "~/routes/mock.bookmarks";
import * as mockSearch from "~/routes/mock.main-search";
import * as mockPayments from "~/routes/mock.payments._index";
import * as mockPartnerships from "~/routes/mock.partnerships";
import * as mockSortable from "~/routes/mock.organization-structures.sortable";
import { useDemoData as withDemoData } from "../support/seed";
import { DEMO, tokenFor } from "../support/tokens";

withDemoData();

type Handler = (args: ActionFunctionArgs & LoaderFunctionArgs) => Promise<Response> | Response;
type Route = { name: string; loader?: Handler; action?: Handler; params: string[] };
const r = (name: string, mod: { loader?: unknown; action?: unknown }, params: string[] = []): Route => ({ name, loader: mod.loader as Handler | undefined, action: mod.action as Handler | undefined, params });

const ROUTES: Route[] = [
  r("users", users), r("users/{id}", user, ["id"]), r("users/search", search), r("users/{id}/position-mapping", positionMapping, ["id"]), r("users/referral/{code}", referral, ["code"]),
  r("users/data/statistic", statistic), r("users/{id}/block", userBlock, ["id"]), r("users/{id}/unblock", userUnblock, ["id"]), r("users/{id}/login-attempt", loginAttempt, ["id"]),
  r("auth/otp/reset_attempt", resetAttempt), r("log-activity/{id}/history", history, ["id"]), r("buffers/generate/users", generateUsers), r("buffers/generate/positions", generatePositions),
  r("buffers/traversal", traversal), r("organization-structures", orgList), r("organization-structures/{id}", orgNode, ["id"]), r("get-childs", orgChilds, ["id"]),
  r("get-divisions", orgDivisions, ["id"]), r("get-level", orgLevel, ["id"]), r("get-revenue-settings", orgRevenue, ["id"]), r("sortable", orgSortable, ["id"]),
  r("productchannel/division/{id}/parent", divisionParent, ["id"]), r("roles", roles), r("roles/{role}", role, ["role"]), r("roles/{role}/permissions", rolePermissions, ["role"]),
  r("permissions", permissions), r("files", files), r("products/attachment", products), r("contracts/attachment", contracts), r("agreements/attachment", agreements),
  r("quotations/{id}/attachment", quotation, ["id"]), r("quotations/{id}/approve/attachment", quotationApprove, ["id"]),
  r("mock companies", mockCompanies), r("mock company partnerships", mockCompanyPartnerships, ["id"]), r("mock feedback", mockFeedback), r("mock login", mockLogin),
  r("mock register", mockRegister), r("mock refresh", mockRefresh), r("mock tickets", mockTickets), r("mock revenue", mockRevenue), r("mock bookmarks", mockBookmarks),
  r("mock search", mockSearch), r("mock payments", mockPayments), r("mock partnerships", mockPartnerships), r("mock sortable", mockSortable),
];

const HOSTILE = [
  "", " ", "-1", "0", "1e999", "NaN", "Infinity", "9999999999999999999999", "1.5", "0x10", "' OR 1=1 --", "\"; DROP TABLE users; --", "<script>alert(1)</script>",
  "../../etc/passwd", "%00", "\u0000", "🙂🙂", "__proto__", "constructor", "[object Object]", "{}", "[]", "null", "undefined", "true", "x".repeat(5000), "%", "_", "\\",
  "org-DIT-DDB", "usr-admin", "DIT-DDB", "1", "-1,1", ",,,", "a,b,c", "super-admin", "deleted",
];
const KEYS = [
  "currpage", "perpage", "page", "filter", "division", "loker", "level", "positionMapping", "type", "date", "status", "search", "q", "id",
  "likeor-fullname", "likeor-email", "likeor-nik", "likeor-phoneNumber", "likeor-", "likeor-__proto__", "filter-roles", "filter-status", "filter-positionMapping.division._id",
  "filter-positionMapping.unit._id", "filter-level", "filter-kind", "filter-", "filter-constructor", "sort-fullname", "sort-", "sort-__proto__", "sort-createdAt", "sort-code", "__proto__", "x",
];
const BODY_KEYS = ["fullname", "email", "phoneNumber", "nik", "roles", "type", "levelAccess", "grantAccess", "password", "positionId", "unitId", "divisionId", "companyId", "parentId", "code", "name", "loker", "revenueSettings", "permissions", "_id", "fail_login_attempt", "answer", "refresh_token", "url", "title", "__proto__"];

const rnd = seededRandom(8080);
const value = (depth = 0): unknown => {
  switch (rnd.int(0, depth > 1 ? 5 : 8)) {
    case 0: return rnd.pick(HOSTILE);
    case 1: return rnd.int(-1e9, 1e9);
    case 2: return rnd.pick([null, true, false, 0, -0, 1.5, Number.MAX_SAFE_INTEGER]);
    case 3: return rnd.pick(HOSTILE).repeat(rnd.int(1, 3));
    case 4: return "";
    case 5: return rnd.pick(["active", "member", "org-DES10000000-P01", "org-DIT-IT", "ABC-1", "read:user"]);
    case 6: return Array.from({ length: rnd.int(0, 4) }, () => value(depth + 1));
    case 7: return Object.fromEntries(Array.from({ length: rnd.int(0, 3) }, () => [rnd.pick(BODY_KEYS), value(depth + 1)]));
    default: return { nested: { deeper: [value(depth + 1)] } };
  }
};
const query = () => Array.from({ length: rnd.int(0, 5) }, () => `${encodeURIComponent(rnd.pick(KEYS))}=${encodeURIComponent(String(rnd.pick(HOSTILE)))}`).join("&");
const body = (): BodyInit | undefined => {
  switch (rnd.int(0, 5)) {
    case 0: return undefined;
    case 1: return JSON.stringify(value());
    case 2: return JSON.stringify(Object.fromEntries(Array.from({ length: rnd.int(1, 8) }, () => [rnd.pick(BODY_KEYS), value()])));
    case 3: return rnd.pick(["{", "[1,2", "null", "\"text\"", "12", "<xml/>", "a=b&c=d", "\u0000\u0001"]);
    case 4: {
      const form = new FormData();
      for (let i = rnd.int(0, 4); i > 0; i--) form.append(rnd.pick([...BODY_KEYS, "file"]), String(rnd.pick(HOSTILE)));
      if (rnd.int(0, 1)) form.append("file", new File([new TextEncoder().encode(rnd.pick(["%PDF-1.4 x", "MZ", "", "PK\u0003\u0004"]))], rnd.pick(["a.pdf", "b.exe", "c.xlsx", "", "../../x.png"])));
      return form;
    }
    default: return new URLSearchParams(Object.fromEntries(Array.from({ length: rnd.int(1, 4) }, () => [rnd.pick(BODY_KEYS), String(rnd.pick(HOSTILE))]))).toString();
  }
};
const contentType = () => rnd.pick(["application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=zzz", "", "application/json; charset=utf-16"]);

async function send(route: Route, method: string, path: string, params: Record<string, string>, payload: BodyInit | undefined, headers: Record<string, string>) {
  const handler = method === "GET" ? route.loader : route.action;
  if (!handler) return null;
  const request = new Request(`http://localhost/${path}`, { method, body: method === "GET" ? undefined : payload, headers: payload instanceof FormData ? { authorization: headers.authorization ?? "" } : headers });
  let response: Response;
  try {
    response = await handler({ request, params, context: {} } as ActionFunctionArgs & LoaderFunctionArgs);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw new Error(`${route.name} ${method} threw ${String(thrown)}`);
    response = thrown;
  }
  return response;
}

describe("fuzzing the administration API and the mocks", () => {
  let tokens: (string | undefined)[];
  beforeAll(async () => {
    tokens = [await tokenFor(DEMO["super-admin"]), await tokenFor(DEMO.admin), await tokenFor(DEMO.member), undefined, "Bearer-garbage"];
  });

  it("answers every hostile query value on every GET without a 5xx", async () => {
    const failures: string[] = [];
    for (const route of ROUTES) {
      for (const hostile of HOSTILE) {
        const key = rnd.pick(KEYS);
        const params = Object.fromEntries(route.params.map((p) => [p, hostile]));
        const res = await send(route, "GET", `api?${encodeURIComponent(key)}=${encodeURIComponent(hostile)}`, params, undefined, { authorization: `Bearer ${tokens[0]}` });
        if (res && res.status >= 500) failures.push(`${route.name} GET ${key}=${hostile.slice(0, 30)} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a few hundred random requests (methods, queries, bodies, content types, tokens) without a 5xx, always in the wrapper", async () => {
    const failures: string[] = [];
    let sent = 0;
    while (sent < 600) {
      const route = rnd.pick(ROUTES);
      const method = rnd.pick(["GET", "POST", "PUT", "DELETE", "PATCH"]);
      const token = rnd.pick(tokens);
      const params = Object.fromEntries(route.params.map((p) => [p, rnd.int(0, 2) ? String(rnd.pick(HOSTILE)) : rnd.pick(["usr-gen-0020", "org-DIT-FIN", "member", "QT-1", "1"])]));
      const headers: Record<string, string> = { "content-type": contentType(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const res = await send(route, method, `api?${query()}`, params, body(), headers);
      if (!res) continue;
      sent++;
      const text = await res.text();
      if (res.status >= 500) failures.push(`${route.name} ${method} -> ${res.status} ${text.slice(0, 120)}`);
      let parsed: { status?: unknown } | null = null;
      try {
        parsed = JSON.parse(text);
      } catch {
        failures.push(`${route.name} ${method} -> not JSON: ${text.slice(0, 80)}`);
      }
      if (parsed && res.status >= 400 && parsed.status !== false) failures.push(`${route.name} ${method} -> ${res.status} without status:false`);
    }
    expect(failures).toEqual([]);
  });
});
