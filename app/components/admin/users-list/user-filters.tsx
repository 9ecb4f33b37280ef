import { Form, Link, useLocation } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect, type SelectOption } from "~/components/ui/labelled-select";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { USER_STATUSES } from "~/lib/admin-schemas";
import type { UsersData } from "./users-data";

/** The rows-per-page choices of the users list. */
export const PER_PAGE = [10, 25, 50, 100] as const;

/** The users list's search and filters (division, unit, role, status, rows), sent as a GET form. */
export function UserFilters({ data }: { data: UsersData }) {
  const { t } = useTranslation(["admin", "common"]);
  const label = useAdminLabels();
  const { pathname } = useLocation();
  const f = data.filters;
  return (
    <Form method="get" className="grid grid-cols-2 items-end gap-2 border-b p-3 md:grid-cols-4 xl:grid-cols-[minmax(14rem,2fr)_repeat(5,minmax(8rem,1fr))_auto]" aria-label={t("users.filters.label")}>
      <input type="hidden" name="sort" value={f.sort} />
      <input type="hidden" name="dir" value={f.dir} />
      <div className="col-span-2 space-y-1 md:col-span-4 xl:col-span-1">
        <Label htmlFor="users-q" className="text-xs text-muted-foreground">
          {t("users.filters.search")}
        </Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="users-q" name="q" type="search" defaultValue={f.q} className="h-8 ps-8 text-sm" maxLength={100} />
        </div>
      </div>
      <Select name="division" label={t("users.filters.division")} value={f.division} options={data.divisions.map((d) => ({ value: d.id, label: d.label }))} />
      <Select name="unit" label={t("users.filters.unit")} value={f.unit} options={data.units.map((u) => ({ value: u.id, label: u.name }))} />
      <Select name="role" label={t("users.filters.role")} value={f.role} options={data.roles.map((r) => ({ value: r.name, label: label.role(r.name, r.label) }))} />
      <Select name="status" label={t("users.filters.status")} value={f.status} options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))} allLabel={t("users.filters.notDeleted")} />
      <Select name="perpage" label={t("users.filters.rows")} value={String(f.perpage)} options={PER_PAGE.map((n) => ({ value: String(n), label: t("users.filters.perPage", { count: n }) }))} />
      <div className="col-span-2 flex gap-2 md:col-span-4 xl:col-span-1">
        <Button type="submit" size="sm">
          {t("common:apply")}
        </Button>
        <Button asChild variant="ghost" size="sm">
          <Link to={pathname}>{t("common:reset")}</Link>
        </Button>
      </div>
    </Form>
  );
}

function Select({ name, label, value, options, allLabel }: { name: string; label: string; value: string; options: SelectOption[]; allLabel?: string }) {
  const { t } = useTranslation("common");
  return (
    <LabelledSelect
      id={`users-${name}`}
      name={name}
      label={label}
      value={value}
      options={options}
      allLabel={name === "perpage" ? null : (allLabel ?? t("all"))}
      className="min-w-0 space-y-1"
      labelClassName="text-xs text-muted-foreground"
      selectClassName="h-8 text-xs"
    />
  );
}
