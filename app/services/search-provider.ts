import type { AccessUser } from "~/models/user.server";

/**
 * What a global-search provider is (search.server.ts keeps the registry, document-search.server.ts and others
 * provide): its own module, so the registry and the providers both import it and not each other.
 */
export type SearchHit = { id: string; title: string; subtitle?: string | null; url: string; image?: string | null };
export type SearchProvider = {
  /** Heading of the group in the results, e.g. "Products". */
  label: string;
  /** Lower comes first in the results. */
  order: number;
  search: (term: string, user: AccessUser, limit: number) => SearchHit[] | Promise<SearchHit[]>;
  /** The list screen that shows every match (its search box filled in), when there is one. */
  listUrl?: (term: string) => string;
};
