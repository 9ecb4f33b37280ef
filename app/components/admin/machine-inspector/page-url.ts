/** The URL parameters of the machine page: the instance, the replayed step, the chosen state, the simulation and its actor and payload. */
export const PARAMS = ["entity", "step", "state", "sim", "as", "msg", "extra"] as const;
export type Params = Partial<Record<(typeof PARAMS)[number], string>>;

/** The machine page's address with these parameters. */
export function pageUrl(id: string, params: Params) {
  const search = new URLSearchParams();
  for (const key of PARAMS) if (params[key]) search.set(key, params[key]!);
  const q = search.toString();
  return `/admin/machines/${encodeURIComponent(id)}${q ? `?${q}` : ""}`;
}

