import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** One pager button (an icon): a link to that page, or disabled where there is none. `label` is its accessible name and tooltip. */
export function PageLinkButton({ to, label, rel, children }: { to: string | null; label: string; rel?: string; children: ReactNode }) {
  return to ? (
    <Button variant="outline" size="sm" asChild>
      <Link to={to} prefetch="intent" rel={rel} aria-label={label} title={label} preventScrollReset>
        {children}
      </Link>
    </Button>
  ) : (
    <Button variant="outline" size="sm" disabled aria-label={label} title={label}>
      {children}
    </Button>
  );
}
