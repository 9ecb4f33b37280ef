import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect } from "~/components/ui/labelled-select";
import { cn } from "~/lib/utils";

/**
 * The pieces the list screens (companies, cash-outs, partnerships, quotations, contracts, agreements, BAST, redemptions) share around their table (ListTable,
 * list-table.tsx): the header with the Excel link, the search box, a select filter whose first option is "any", a date filter, the filter form's buttons and the
 * page links. The filters live in the URL
 * (a GET form), so every piece works without JavaScript; the texts come translated from each list's namespace.
 */

/**
 * The list's header: its title and count, any actions of its own (`children`), the Excel file with the same filters
 * (a download: a plain link to the resource route) and, for those who may, the link to create one.
 */
export function ListHeader({ title, description, crumbs, exportHref, exportLabel, create, children }: { title: string; description: string; crumbs?: { label: string; to?: string }[]; exportHref: string; exportLabel: string; create: { to: string; label: ReactNode } | null; children?: ReactNode }) {
  return (
    <PageHeader
      title={title}
      description={description}
      crumbs={crumbs}
      actions={
        <div className="flex flex-wrap gap-2">
          {children}
          <Button asChild variant="outline" size="sm">
            <a href={exportHref} download>
              {exportLabel}
            </a>
          </Button>
          {create ? (
            <Button asChild size="sm">
              <Link to={create.to}>{create.label}</Link>
            </Button>
          ) : null}
        </div>
      }
    />
  );
}

/** The free-text search of a list's filter form. */
export function SearchFilter({ id, label, defaultValue, placeholder, className }: { id: string; label: string; defaultValue: string; placeholder: string; className?: string }) {
  return (
    <div className={cn("space-y-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name="q" type="search" defaultValue={defaultValue} placeholder={placeholder} />
    </div>
  );
}

/** A select filter: its first option, empty, is "any" (no filter). */
export function AnySelect({ id, name, label, defaultValue, anyLabel, options }: { id: string; name: string; label: string; defaultValue: string; anyLabel: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return <LabelledSelect id={id} name={name} label={label} value={defaultValue} allLabel={anyLabel} options={options} className="space-y-1" labelClassName="" selectClassName="" />;
}

/** A date filter (one end of a period: "from" or "to"), a plain date input so it works without JavaScript. */
export function DateFilter({ id, name, label, defaultValue }: { id: string; name: string; label: string; defaultValue: string }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={name} type="date" defaultValue={defaultValue} />
    </div>
  );
}

/** The filter form's buttons: apply (the GET submit) and reset (the list's address without filters). */
export function FilterButtons({ reset, applyLabel, resetLabel, className }: { reset: string; applyLabel: string; resetLabel: string; className?: string }) {
  return (
    <div className={cn("flex items-end gap-2", className)}>
      <Button type="submit" size="sm">
        {applyLabel}
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={reset}>{resetLabel}</Link>
      </Button>
    </div>
  );
}

/** Previous and next page links that keep every filter of the URL; nothing when the list fits one page. */
export function ListPager({ base, search, page, pages, labels }: { base: string; search: string; page: number; pages: number; labels: { page: string; previous: string; next: string } }) {
  if (pages <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(n));
    return `${base}?${params.toString()}`;
  };
  return (
    <nav className="flex items-center justify-between text-sm" aria-label={labels.page}>
      {page > 1 ? <Link to={href(page - 1)}>{labels.previous}</Link> : <span />}
      <span>{labels.page}</span>
      {page < pages ? <Link to={href(page + 1)}>{labels.next}</Link> : <span />}
    </nav>
  );
}
