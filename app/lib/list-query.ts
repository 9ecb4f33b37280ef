/**
 * The spec's list parameters (section 7, "GET users"), parsed strictly so a bad one is a clear 400:
 * - currpage: zero-based page (the screen's page minus one), default 0;
 * - perpage: rows per page, 1 to `maxPerPage`, default `defaultPerPage`;
 * - likeor-{field}=term: rows where any of the named fields contains its term (case-insensitive);
 * - filter-{path}=value: exact match on a whitelisted path such as positionMapping.division._id;
 *   a comma-separated value or a repeated parameter means "any of these";
 * - sort-{column}=1|-1: ascending or descending, several in the order given.
 * Parameters without one of these prefixes are ignored (cache busters); an unknown field, filter or
 * sort column, or a malformed value, is an error naming what is allowed.
 */
export type FilterSpec = { values?: readonly string[]; pattern?: RegExp; hint?: string };
export type ListSpec<L extends string, F extends string, S extends string> = {
  likeor: readonly L[];
  filters: Record<F, FilterSpec>;
  sorts: readonly S[];
  defaultPerPage?: number;
  maxPerPage?: number;
};

export type Sort<S extends string> = { column: S; dir: 1 | -1 };
export type ListQuery<L extends string, F extends string, S extends string> = {
  currpage: number;
  perpage: number;
  likeor: { field: L; term: string }[];
  filters: Partial<Record<F, string[]>>;
  sort: Sort<S>[];
};

export type Parsed<T> = { ok: true; query: T } | { ok: false; errors: string[] };

const MAX_TERM = 100;
const MAX_VALUES = 50;
const INTEGER = /^\d{1,7}$/;

export function parseListQuery<L extends string, F extends string, S extends string>(params: URLSearchParams, spec: ListSpec<L, F, S>): Parsed<ListQuery<L, F, S>> {
  const errors: string[] = [];
  const maxPerPage = spec.maxPerPage ?? 100;
  const query: ListQuery<L, F, S> = { currpage: 0, perpage: spec.defaultPerPage ?? 10, likeor: [], filters: {}, sort: [] };
  const known = <T extends string>(list: readonly T[], name: string): name is T => (list as readonly string[]).includes(name);

  for (const [rawKey, rawValue] of params) {
    const key = rawKey.trim();
    const value = rawValue.trim();
    if (key === "currpage") {
      if (!INTEGER.test(value)) errors.push(`currpage must be a whole number from 0 (the first page), got "${clip(value)}"`);
      else query.currpage = Number(value);
    } else if (key === "perpage") {
      if (!INTEGER.test(value) || Number(value) < 1 || Number(value) > maxPerPage) errors.push(`perpage must be a whole number from 1 to ${maxPerPage}, got "${clip(value)}"`);
      else query.perpage = Number(value);
    } else if (key.startsWith("likeor-")) {
      const field = key.slice(7);
      if (!known(spec.likeor, field)) errors.push(`Unknown search field "${clip(field)}"; likeor- takes ${spec.likeor.join(", ")}`);
      else if (value.length > MAX_TERM) errors.push(`likeor-${field} is longer than ${MAX_TERM} characters`);
      else if (value) query.likeor.push({ field, term: value });
    } else if (key.startsWith("filter-")) {
      const path = key.slice(7);
      const filterNames = Object.keys(spec.filters) as F[];
      if (!known(filterNames, path)) {
        errors.push(`Unknown filter "${clip(path)}"; filter- takes ${filterNames.join(", ")}`);
        continue;
      }
      const rule = spec.filters[path];
      const values = value.split(",").map((v) => v.trim()).filter(Boolean);
      const bad = values.filter((v) => v.length > MAX_TERM || (rule.values && !rule.values.includes(v)) || (rule.pattern && !rule.pattern.test(v)));
      if (bad.length) errors.push(`filter-${path} cannot be "${clip(bad[0])}"${rule.values ? `; it takes ${rule.values.join(", ")}` : rule.hint ? `; ${rule.hint}` : ""}`);
      else if (values.length) query.filters[path] = [...(query.filters[path] ?? []), ...values].slice(0, MAX_VALUES);
    } else if (key.startsWith("sort-")) {
      const column = key.slice(5);
      if (!known(spec.sorts, column)) errors.push(`Unknown sort column "${clip(column)}"; sort- takes ${spec.sorts.join(", ")}`);
      else if (value !== "1" && value !== "-1") errors.push(`sort-${column} must be 1 (ascending) or -1 (descending), got "${clip(value)}"`);
      else if (!query.sort.some((s) => s.column === column)) query.sort.push({ column, dir: value === "1" ? 1 : -1 });
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, query };
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** The meta block every paged list answers with (spec: currpage zero-based). */
export function pageMeta(currpage: number, perpage: number, total: number) {
  return { currpage, perpage, total, totalpage: Math.ceil(total / perpage) };
}

/** A LIKE pattern for "contains", with the wildcards in the term escaped (use with ESCAPE '\'). */
export const containsLike = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
