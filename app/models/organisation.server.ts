import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { db } from "#db/client.server";
import { billings, invoices, orgNodeKinds, orgNodes, type OrgNodeKind, products, purchaseOrders, users } from "#db/schema";
import { containsLike, type ListQuery, type ListSpec } from "~/lib/list-query";

/**
 * The organisation tree (levels written down in db/schema/organisation.ts and the README):
 * 1 the group's top company, 2 directorate or subsidiary, 3 division, 4 unit, 5 position.
 * A node's level is always its parent's level plus one; the kind follows from the level.
 */
export type OrgNode = typeof orgNodes.$inferSelect;
export type OrgTreeNode = OrgNode & { children: OrgTreeNode[] };

export const MAX_LEVEL = orgNodeKinds.length;
export const kindOfLevel = (level: number): OrgNodeKind => orgNodeKinds[Math.min(Math.max(level, 1), MAX_LEVEL) - 1];
export const DIVISION_LEVEL = 3;

const ordered = [asc(orgNodes.sortOrder), asc(orgNodes.name)] as const;

export function findNode(id: string): OrgNode | null {
  return db().select().from(orgNodes).where(eq(orgNodes.id, id)).get() ?? null;
}

/** A node by id, or by code when no id matches (the API accepts either in {id}). */
export function findNodeByIdOrCode(idOrCode: string): OrgNode | null {
  if (!idOrCode) return null;
  return findNode(idOrCode) ?? db().select().from(orgNodes).where(eq(orgNodes.code, idOrCode)).get() ?? null;
}

export function findNodeByCode(code: string): OrgNode | null {
  return db().select().from(orgNodes).where(eq(orgNodes.code, code)).get() ?? null;
}

export function findNodeByLoker(loker: string): OrgNode | null {
  return db().select().from(orgNodes).where(eq(orgNodes.loker, loker)).orderBy(asc(orgNodes.level)).get() ?? null;
}

/** The group's top company: the first root node. */
export function topCompany(): OrgNode | null {
  return db().select().from(orgNodes).where(isNull(orgNodes.parentId)).orderBy(...ordered).get() ?? null;
}

export function allNodes(): OrgNode[] {
  return db().select().from(orgNodes).orderBy(asc(orgNodes.level), ...ordered).all();
}

export function childrenOf(id: string): OrgNode[] {
  return db().select().from(orgNodes).where(eq(orgNodes.parentId, id)).orderBy(...ordered).all();
}

/** Every node below `id` (not `id` itself), in tree order within each level. */
export function descendantsOf(id: string): OrgNode[] {
  const ids = db()
    .all<{ id: string }>(sql`with recursive sub(id) as (select id from org_nodes where parent_id = ${id} union all select o.id from org_nodes o join sub on o.parent_id = sub.id) select id from sub`)
    .map((r) => r.id);
  if (!ids.length) return [];
  return db().select().from(orgNodes).where(inArray(orgNodes.id, ids)).orderBy(asc(orgNodes.level), ...ordered).all();
}

export function descendantsAtLevel(id: string, level: number): OrgNode[] {
  return descendantsOf(id).filter((n) => n.level === level);
}

/** The path from the root down to `id`, both included. */
export function pathTo(id: string): OrgNode[] {
  const path: OrgNode[] = [];
  let node = findNode(id);
  const seen = new Set<string>();
  while (node && !seen.has(node.id)) {
    seen.add(node.id);
    path.unshift(node);
    node = node.parentId ? findNode(node.parentId) : null;
  }
  return path;
}

/** The nested tree under `rootId` (or the whole forest when absent). */
export function tree(rootId?: string): OrgTreeNode[] {
  const rows = rootId ? [findNode(rootId)!, ...descendantsOf(rootId)].filter(Boolean) : allNodes();
  const byId = new Map<string, OrgTreeNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: OrgTreeNode[] = [];
  for (const row of rows) {
    const node = byId.get(row.id)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent && row.id !== rootId) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (list: OrgTreeNode[]) => {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The divisions a node covers: those below it, itself when it is one, or the one above it. */
export function divisionsOf(id: string): OrgNode[] {
  const node = findNode(id);
  if (!node) return [];
  if (node.level === DIVISION_LEVEL) return [node];
  if (node.level > DIVISION_LEVEL) return pathTo(id).filter((n) => n.level === DIVISION_LEVEL);
  return descendantsAtLevel(id, DIVISION_LEVEL);
}

/** Who and what hangs on a node: a delete is refused while any of these is above zero. */
export function dependentsOf(id: string) {
  const children = db().select({ n: count() }).from(orgNodes).where(eq(orgNodes.parentId, id)).get()!.n;
  const mapped = db()
    .select({ n: count() })
    .from(users)
    .where(and(ne(users.status, "deleted"), or(eq(users.positionCompanyId, id), eq(users.positionDivisionId, id), eq(users.positionUnitId, id), eq(users.positionId, id))))
    .get()!.n;
  const productCount = db()
    .select({ n: count() })
    .from(products)
    .where(or(sql`json_extract(${products.companion}, '$.division_id') = ${id}`, sql`json_extract(${products.companion}, '$.organization_company_id') = ${id}`))
    .get()!.n;
  const documents =
    db().select({ n: count() }).from(purchaseOrders).where(eq(purchaseOrders.divisionId, id)).get()!.n +
    db().select({ n: count() }).from(billings).where(eq(billings.divisionId, id)).get()!.n +
    db().select({ n: count() }).from(invoices).where(eq(invoices.divisionId, id)).get()!.n;
  return { children, users: mapped, products: productCount, documents };
}

/**
 * Users mapped to each node (their deepest mapping), for the sortable tree with position mappings; `visible` (the
 * caller's people scope) leaves out the others.
 */
export function mappedUsersByNode(nodeIds: string[], visible: (user: { positionDivisionId: string | null }) => boolean = () => true) {
  if (!nodeIds.length) return new Map<string, { _id: string; fullname: string | null; email: string; status: string }[]>();
  const rows = db()
    .select({ id: users.id, fullname: users.fullname, email: users.email, status: users.status, company: users.positionCompanyId, division: users.positionDivisionId, unit: users.positionUnitId, position: users.positionId })
    .from(users)
    .where(and(ne(users.status, "deleted"), or(inArray(users.positionId, nodeIds), inArray(users.positionUnitId, nodeIds), inArray(users.positionDivisionId, nodeIds))))
    .orderBy(asc(users.fullname))
    .all();
  const out = new Map<string, { _id: string; fullname: string | null; email: string; status: string }[]>();
  for (const r of rows) {
    const at = r.position ?? r.unit ?? r.division ?? r.company;
    if (!at || !visible({ positionDivisionId: r.division })) continue;
    out.set(at, [...(out.get(at) ?? []), { _id: r.id, fullname: r.fullname, email: r.email, status: r.status }]);
  }
  return out;
}

export function codeTaken(code: string, exceptId?: string): boolean {
  const row = db().select({ id: orgNodes.id }).from(orgNodes).where(eq(orgNodes.code, code)).get();
  return Boolean(row && row.id !== exceptId);
}

function nextSortOrder(parentId: string | null): number {
  const row = db()
    .select({ max: sql<number | null>`max(${orgNodes.sortOrder})` })
    .from(orgNodes)
    .where(parentId ? eq(orgNodes.parentId, parentId) : isNull(orgNodes.parentId))
    .get();
  return (row?.max ?? -1) + 1;
}

export function insertNode(input: { id: string; parentId: string | null; level: number; code: string; name: string; loker: string | null; revenueSettings: Record<string, unknown> | null }): OrgNode {
  return db()
    .insert(orgNodes)
    .values({ ...input, kind: kindOfLevel(input.level), sortOrder: nextSortOrder(input.parentId) })
    .returning()
    .get();
}

export function updateNodeRow(id: string, changes: Partial<Pick<OrgNode, "name" | "code" | "loker" | "revenueSettings" | "parentId" | "sortOrder">>): OrgNode {
  const patch = { ...changes, updatedAt: new Date().toISOString() };
  if (changes.parentId !== undefined && changes.sortOrder === undefined) patch.sortOrder = nextSortOrder(changes.parentId);
  return db().update(orgNodes).set(patch).where(eq(orgNodes.id, id)).returning().get();
}

export function deleteNodeRow(id: string): number {
  return db().delete(orgNodes).where(eq(orgNodes.id, id)).run().changes;
}

/** Division options as the portal keeps them after sign-in: value=code, label=name (level 3 under the top company). */
export function divisionOptions(): { value: string; label: string; id: string }[] {
  const top = topCompany();
  if (!top) return [];
  return descendantsAtLevel(top.id, DIVISION_LEVEL).map((d) => ({ value: d.code, label: d.name, id: d.id }));
}

/** Units, optionally of one division, for filter lists. */
export function unitOptions(divisionId?: string | null): { id: string; code: string; name: string; parentId: string | null }[] {
  const where = divisionId ? and(eq(orgNodes.level, 4), eq(orgNodes.parentId, divisionId)) : eq(orgNodes.level, 4);
  return db().select({ id: orgNodes.id, code: orgNodes.code, name: orgNodes.name, parentId: orgNodes.parentId }).from(orgNodes).where(where).orderBy(asc(orgNodes.name)).all();
}

/** Every position with its unit and division, for the position-mapping picker and the positions generator. */
export function positionsWithParents(divisionId?: string | null) {
  const rows = allNodes();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows
    .filter((r) => r.level === 5)
    .map((p) => {
      const unit = p.parentId ? byId.get(p.parentId) : undefined;
      const division = unit?.parentId ? byId.get(unit.parentId) : undefined;
      let company: OrgNode | undefined = division;
      while (company && company.parentId) company = byId.get(company.parentId);
      return { position: p, unit: unit ?? null, division: division ?? null, company: company ?? null };
    })
    .filter((r) => !divisionId || r.division?.id === divisionId)
    .sort((a, b) => (a.division?.name ?? "").localeCompare(b.division?.name ?? "") || (a.unit?.name ?? "").localeCompare(b.unit?.name ?? "") || a.position.sortOrder - b.position.sortOrder);
}

export const ORG_LIST_SPEC = {
  likeor: ["code", "name", "loker"],
  filters: {
    level: { values: ["1", "2", "3", "4", "5"] },
    kind: { values: orgNodeKinds },
    parentId: { hint: "an organisation node id" },
  },
  sorts: ["code", "name", "level", "sortOrder", "createdAt"],
  defaultPerPage: 50,
  maxPerPage: 500,
} as const satisfies ListSpec<string, string, string>;

type OrgSpec = typeof ORG_LIST_SPEC;
const ORG_SORT = { code: orgNodes.code, name: orgNodes.name, level: orgNodes.level, sortOrder: orgNodes.sortOrder, createdAt: orgNodes.createdAt } as const;
const ORG_LIKE = { code: orgNodes.code, name: orgNodes.name, loker: orgNodes.loker } as const;

/** A flat, paged list of nodes for the collection GET. */
export function listNodes(query: ListQuery<OrgSpec["likeor"][number], keyof OrgSpec["filters"] & string, OrgSpec["sorts"][number]>) {
  const f = query.filters;
  const parts: (SQL | undefined)[] = [
    query.likeor.length ? or(...query.likeor.map(({ field, term }) => sql`${ORG_LIKE[field]} like ${containsLike(term)} escape '\\'`)) : undefined,
    f.level?.length ? inArray(orgNodes.level, f.level.map(Number)) : undefined,
    f.kind?.length ? inArray(orgNodes.kind, f.kind as OrgNodeKind[]) : undefined,
    f.parentId?.length ? inArray(orgNodes.parentId, f.parentId) : undefined,
  ];
  const where = and(...parts.filter((p): p is SQL => Boolean(p)));
  const total = db().select({ n: count() }).from(orgNodes).where(where).get()!.n;
  const order = (query.sort.length ? query.sort : [{ column: "level" as const, dir: 1 as const }, { column: "sortOrder" as const, dir: 1 as const }]).map(({ column, dir }) => (dir === 1 ? asc(ORG_SORT[column]) : desc(ORG_SORT[column])));
  const rows = db().select().from(orgNodes).where(where).orderBy(...order, asc(orgNodes.id)).limit(query.perpage).offset(query.currpage * query.perpage).all();
  return { rows, total };
}
