import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The top of every portal page: breadcrumb, the page's one <h1>, an optional description and actions. */
export function PageHeader({ title, description, crumbs = [], actions }: { title: string; description?: ReactNode; crumbs?: { label: string; to?: string }[]; actions?: ReactNode }) {
  const { t } = useTranslation("shell");
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0 space-y-1">
        <nav aria-label={t("pageHeader.breadcrumb")}>
          <ol className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            <li>
              <Link to="/" prefetch="intent" className="hover:text-foreground">
                {t("pageHeader.home")}
              </Link>
            </li>
            {crumbs.map((c) => (
              <li key={c.label} className="flex items-center gap-1">
                <ChevronRight aria-hidden="true" className="size-3 rtl:rotate-180" />
                {c.to ? (
                  <Link to={c.to} prefetch="intent" className="hover:text-foreground">
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current="page">{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {/* A <div>, not a <p>: a description may hold a status badge (a <div>), which a <p> cannot contain (the browser
            closes the <p> early, and hydration then fails on the company and cash-out pages). */}
        {description ? <div className="text-sm text-muted-foreground">{description}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
