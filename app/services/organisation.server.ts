import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { OrgNodeCreateSchema, OrgNodeUpdateSchema } from "~/lib/admin-schemas";
import {
  codeTaken,
  deleteNodeRow,
  dependentsOf,
  findNode,
  findNodeByIdOrCode,
  insertNode,
  MAX_LEVEL,
  type OrgNode,
  pathTo,
  topCompany,
  updateNodeRow,
} from "~/models/organisation.server";
import { type AccessUser, logActivity } from "~/models/user.server";
import { httpError } from "./http.server";

/** Where a node of each level may hang, as whole sentences (one catalogue entry each, so that screens can translate them). */
function hangRule(childLevel: number, parent: { name: string; level: number }): string {
  if (childLevel === 2) return `A directorate or subsidiary (level 2) can only hang under a level 1 company; ${parent.name} is level ${parent.level}`;
  if (childLevel === 3) return `A division (level 3) can only hang under a level 2 directorate or subsidiary; ${parent.name} is level ${parent.level}`;
  if (childLevel === 4) return `A unit (level 4) can only hang under a level 3 division; ${parent.name} is level ${parent.level}`;
  return `A position (level 5) can only hang under a level 4 unit; ${parent.name} is level ${parent.level}`;
}
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A node from the path's {id} (an id or a code); 404 when there is none. */
export function requireNode(idOrCode: string | undefined): OrgNode {
  const node = findNodeByIdOrCode(idOrCode ?? "");
  if (!node) throw httpError(404, `There is no organisation node ${idOrCode ?? ""}`.trim());
  return node;
}

/** The node as the API returns it: the spec's code, name and children by level, plus value/label for pickers. */
export function toApiNode(n: OrgNode) {
  return { _id: n.id, code: n.code, name: n.name, kind: n.kind, level: n.level, parentId: n.parentId, loker: n.loker, sortOrder: n.sortOrder, value: n.code, label: n.name, createdAt: n.createdAt, updatedAt: n.updatedAt };
}

function parentFor(parentId: string, childLevel?: number): OrgNode {
  const parent = findNode(parentId);
  if (!parent) throw httpError(400, `There is no organisation node ${parentId}`, { field: "parentId" });
  if (parent.level >= MAX_LEVEL) throw httpError(400, `${parent.name} is a position; positions have no children`, { field: "parentId" });
  if (childLevel !== undefined && parent.level !== childLevel - 1) {
    throw httpError(400, hangRule(childLevel, parent), { field: "parentId" });
  }
  return parent;
}

export function createOrgNode(admin: AccessUser, input: z.infer<typeof OrgNodeCreateSchema>) {
  const parent = parentFor(input.parentId);
  if (codeTaken(input.code)) throw httpError(409, `The code ${input.code} is already used`, { field: "code" });
  const id = findNode(`org-${input.code}`) ? `org-${randomUUID().slice(0, 8)}` : `org-${input.code}`;
  const node = insertNode({ id, parentId: parent.id, level: parent.level + 1, code: input.code, name: input.name, loker: input.loker ?? null, revenueSettings: input.revenueSettings ?? null });
  logActivity(admin.id, "org.created", { code: node.code, name: node.name, parent: parent.code }, null, { kind: "org_node", id: node.id });
  return node;
}

/** Rename, recode, move (to a parent one level up, keeping every level consistent) or change settings. */
export function updateOrgNode(admin: AccessUser, idOrCode: string, input: z.infer<typeof OrgNodeUpdateSchema>) {
  const node = requireNode(idOrCode);
  const changes: Parameters<typeof updateNodeRow>[1] = {};
  if (input.name !== undefined && input.name !== node.name) changes.name = input.name;
  if (input.code !== undefined && input.code !== node.code) {
    if (codeTaken(input.code, node.id)) throw httpError(409, `The code ${input.code} is already used`, { field: "code" });
    changes.code = input.code;
  }
  if (input.loker !== undefined && input.loker !== node.loker) changes.loker = input.loker;
  if (input.revenueSettings !== undefined) changes.revenueSettings = input.revenueSettings;
  if (input.parentId !== undefined && input.parentId !== node.parentId) {
    if (!node.parentId) throw httpError(409, `${node.name} is the top of the tree and cannot move`, { field: "parentId" });
    if (input.parentId === node.id) throw httpError(400, "A node cannot be its own parent", { field: "parentId" });
    changes.parentId = parentFor(input.parentId, node.level).id;
  }
  if (!Object.keys(changes).length) return { node, changed: [] as string[] };
  const updated = updateNodeRow(node.id, changes);
  const changed = Object.keys(changes);
  logActivity(admin.id, changes.parentId ? "org.moved" : "org.updated", { code: updated.code, changed, from: node.parentId, to: changes.parentId ?? node.parentId }, null, { kind: "org_node", id: node.id });
  return { node: updated, changed };
}

/** Refused with a 409 naming what hangs on the node while anything does. */
export function deleteOrgNode(admin: AccessUser, idOrCode: string) {
  const node = requireNode(idOrCode);
  const d = dependentsOf(node.id);
  const blockers = [
    d.children && plural(d.children, "child node"),
    d.users && plural(d.users, "user"),
    d.products && plural(d.products, "product"),
    d.documents && plural(d.documents, "document"),
  ].filter(Boolean);
  if (blockers.length) {
    const list = blockers.length > 1 ? `${blockers.slice(0, -1).join(", ")} and ${blockers[blockers.length - 1]}` : String(blockers[0]);
    const one = blockers.length === 1 && /^1 /.test(list);
    throw httpError(409, one ? `${node.name} cannot be deleted: ${list} hangs on it. Move or remove them first.` : `${node.name} cannot be deleted: ${list} hang on it. Move or remove them first.`, { dependents: d });
  }
  deleteNodeRow(node.id);
  logActivity(admin.id, "org.deleted", { code: node.code, name: node.name, parent: node.parentId }, null, { kind: "org_node", id: node.id });
  return node;
}

/** Revenue settings of a node, inherited from the nearest ancestor that has them. */
export function revenueSettingsOf(node: OrgNode) {
  const path = pathTo(node.id).reverse();
  const source = path.find((n) => n.revenueSettings && Object.keys(n.revenueSettings).length);
  return { _id: node.id, code: node.code, settings: source?.revenueSettings ?? {}, inheritedFrom: source && source.id !== node.id ? { _id: source.id, code: source.code, name: source.name } : null };
}

export { topCompany };
