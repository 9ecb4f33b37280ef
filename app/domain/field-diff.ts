/**
 * Before and after values of a change, for the audit trail (issue 22): two snapshots of a record are flattened
 * to dotted paths (`config.administration_fee`, `details[0].price`) and every path whose value differs becomes
 * one change. Pure: the services call it inside the transaction that writes the change, with the row as it was
 * read in that transaction and the values written.
 */

export type AuditValue = string | number | boolean | null;
export type FieldChange = { field: string; before: AuditValue; after: AuditValue };

/** Keys never worth an audit line: bookkeeping columns that change on every write, and line ids regenerated on every edit. */
const ALWAYS_IGNORED = new Set(["createdAt", "updatedAt", "created_at", "updated_at", "_id"]);

/** What a secret's before or after reads as: the log tells that a key changed, never the key (not even encrypted). */
export const HIDDEN_VALUE = "[hidden]";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

function leaf(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Flattens a value to `path -> scalar`, in the order the keys appear (so a report lists fields as the form does). */
export function flattenFields(value: unknown, prefix = "", out = new Map<string, AuditValue>()): Map<string, AuditValue> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => flattenFields(item, `${prefix}[${i}]`, out));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (ALWAYS_IGNORED.has(key)) continue;
      flattenFields(item, prefix ? `${prefix}.${key}` : key, out);
    }
  } else if (prefix) {
    out.set(prefix, leaf(value));
  }
  return out;
}

/**
 * The fields that differ between `before` and `after` (either may be null: a creation has no before, a removal
 * no after). A field missing on one side counts as null there; `ignore` drops paths (and everything under them);
 * a field named in `secretKeys` is compared but its values are written as HIDDEN_VALUE.
 */
export function diffFields(before: unknown, after: unknown, options: { ignore?: string[]; secretKeys?: string[] } = {}): FieldChange[] {
  const a = flattenFields(before ?? {});
  const b = flattenFields(after ?? {});
  const ignored = (path: string) => (options.ignore ?? []).some((p) => path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`));
  const changes: FieldChange[] = [];
  const paths = [...a.keys(), ...[...b.keys()].filter((k) => !a.has(k))];
  for (const field of paths) {
    if (ignored(field)) continue;
    const was = a.get(field) ?? null;
    const now = b.get(field) ?? null;
    if (was === now) continue;
    const secret = (options.secretKeys ?? []).includes(field.split(".").pop()!.replace(/\[\d+\]$/, ""));
    changes.push(secret ? { field, before: was === null ? null : HIDDEN_VALUE, after: now === null ? null : HIDDEN_VALUE } : { field, before: was, after: now });
  }
  return changes;
}

/** Reads the changes back out of an activity row's detail (older rows have none). */
export function changesOf(detail: Record<string, unknown> | null | undefined): FieldChange[] {
  const raw = detail?.changes;
  if (!Array.isArray(raw)) return [];
  return raw.filter((c): c is FieldChange => isPlainObject(c) && typeof c.field === "string").map((c) => ({ field: c.field, before: leaf(c.before), after: leaf(c.after) }));
}
