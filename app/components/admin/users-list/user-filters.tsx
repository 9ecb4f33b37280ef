import { Form, Link, useLocation } from "@remix-run/react";
import { Search } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect, type SelectOption } from "~/components/ui/labelled-select";
import { USER_STATUSES } from "~/lib/admin-schemas";
import type { UsersData } from "./users-data";

/** The rows-per-page choices of the users list. */
export const PER_PAGE = [10, 25, 50, 100] as const;

/** The users list's search and filters (division, unit, role, status, rows), sent as a GET form. */
export function UserFilters({ data }: { data: UsersData }) {
  const { pathname } = useLocation();
  const f = data.filters;
  return (
    <Form method="get" className="grid grid-cols-2 items-end gap-2 border-b p-3 md:grid-cols-4 xl:grid-cols-[minmax(14rem,2fr)_repeat(5,minmax(8rem,1fr))_auto]" aria-label="Filters">
      <input type="hidden" name="sort" value={f.sort} />
      <input type="hidden" name="dir" value={f.dir} />
      <div className="col-span-2 space-y-1 md:col-span-4 xl:col-span-1">
        <Label htmlFor="users-q" className="text-xs text-muted-foreground">
          Search name, phone, e-mail or NIK
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="users-q" name="q" type="search" defaultValue={f.q} className="h-8 ps-8 text-sm" maxLength={100} />
        </div>
      </div>
      <Select name="division" label="Division" value={f.division} options={data.divisions.map((d) => ({ value: d.id, label: d.label }))} />
      <Select name="unit" label="Unit" value={f.unit} options={data.units.map((u) => ({ value: u.id, label: u.name }))} />
      <Select name="role" label="Role" value={f.role} options={data.roles.map((r) => ({ value: r.name, label: r.label }))} />
      <Select name="status" label="Status" value={f.status} options={USER_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }))} allLabel="Not deleted" />
      <Select name="perpage" label="Rows" value={String(f.perpage)} options={PER_PAGE.map((n) => ({ value: String(n), label: `${n} a page` }))} />
      <div className="col-span-2 flex gap-2 md:col-span-4 xl:col-span-1">
        <Button type="submit" size="sm">
          Apply
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={pathname}>Reset</Link>
        </Button>
      </div>
    </Form>
  );
}

function Select({ name, label, value, options, allLabel = "All" }: { name: string; label: string; value: string; options: SelectOption[]; allLabel?: string }) {
  return (
    <LabelledSelect
      id={`users-${name}`}
      name={name}
      label={label}
      value={value}
      options={options}
      allLabel={name === "perpage" ? null : allLabel}
      className="min-w-0 space-y-1"
      labelClassName="text-xs text-muted-foreground"
      selectClassName="h-8 text-xs"
    />
  );
}
