import { json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { FileSpreadsheet, Plus, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PRODUCT_COLUMNS, productColumnKey, productRowView } from "~/components/data-table/columns/products";
import { PageHeader } from "~/components/layout/page-header";
import { listHref, Pagination, SortableHead } from "~/components/product/list-controls";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect, type SelectOption } from "~/components/ui/labelled-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { pageMeta } from "~/lib/page-meta";
import { cn } from "~/lib/utils";
import { PER_PAGE_CHOICES, PO_NUMBER_PERIODES, ProductListQuerySchema } from "~/lib/schemas/product";
import { listProducts, organisationOptions } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { mayManageProducts } from "~/services/products.server";

export const meta = pageMeta;
export const handle = { title: "products:title.list" };

const DEFAULTS = { q: "", payment: "", periode: "", approval: "", division: "", sort: "name", dir: "asc", page: "1", perpage: "10" };

/** The products the user may see (listScope), paged, sorted, filtered and searched on the server; all of it in the URL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const query = ProductListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { rows, total } = listProducts(listScope(user, "product"), query);
  const pages = Math.max(1, Math.ceil(total / query.perpage));
  if (query.page > pages) {
    // A page past the end (the list shrank, or a hand-edited URL) goes to the last page.
    const url = new URL(request.url);
    url.searchParams.set("page", String(pages));
    throw redirect(`${url.pathname}?${url.searchParams}`);
  }
  const t = await requestTranslator(request, context, "products");
  const divisions = organisationOptions().divisions;
  const divisionCode = new Map(divisions.map((d) => [d.id, d.code]));
  return json({
    pageTitle: t("title.list"),
    query,
    total,
    pages,
    mayCreate: mayManageProducts(user),
    divisions: divisions.map((d) => ({ id: d.id, label: `${d.name} (${d.code})` })),
    rows: rows.map((r) => productRowView(r, divisionCode)),
  });
}

const PER_PAGE_OPTIONS: SelectOption[] = PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: String(n) }));

/** A labelled select of the filter form; `withAll` puts an empty "All" choice first. */
function FilterSelect({ name, label, value, className, options, withAll = true }: { name: string; label: string; value: string; className: string; options: SelectOption[]; withAll?: boolean }) {
  const { t } = useTranslation("common");
  return <LabelledSelect id={name} name={name} label={label} value={value} options={options} allLabel={withAll ? t("all") : null} className="grid gap-1" labelClassName="text-xs" selectClassName={className} />;
}

export default function ProductsPage() {
  const { query, rows, total, pages, mayCreate, divisions } = useLoaderData<typeof loader>();
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation("common");
  const [params] = useSearchParams();
  const paymentOptions: SelectOption[] = [
    { value: "internal", label: t("list.paymentInternal") },
    { value: "mps", label: t("list.paymentMps") },
  ];
  const periodeOptions: SelectOption[] = PO_NUMBER_PERIODES.map((p) => ({ value: p, label: t(`options.periode.${p}`) }));
  const approvalOptions: SelectOption[] = [
    { value: "required", label: t("list.approvalRequired") },
    { value: "bypass", label: t("list.approvalBypass") },
  ];
  const href = (changes: Record<string, string | number | null>) => listHref(params, changes, DEFAULTS);
  const sortHref = (column: string, dir: "asc" | "desc") => href({ sort: column, dir, page: null });
  const filtered = Boolean(query.q || query.payment || query.periode || query.approval || query.division);
  return (
    <div>
      <PageHeader
        title={t("title.list")}
        crumbs={[{ label: t("title.list") }]}
        description={t("list.description")}
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={`/products/export${params.toString() ? `?${params}` : ""}`} reloadDocument>
                <FileSpreadsheet aria-hidden="true" /> {tc("exportExcel")}
              </Link>
            </Button>
            {mayCreate ? (
              <Button asChild size="sm">
                <Link to="/products/new">
                  <Plus aria-hidden="true" /> {t("list.newProduct")}
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <Form method="get" role="search" aria-label={t("list.filterLabel")} className="flex flex-wrap items-end gap-3 border-b p-3">
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
          <div className="grid min-w-[14rem] flex-1 gap-1">
            <Label htmlFor="q" className="text-xs">
              {tc("search")}
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-2 size-4 text-muted-foreground" />
              <Input id="q" name="q" type="search" defaultValue={query.q} placeholder={t("list.searchPlaceholder")} className="h-8 ps-8" />
            </div>
          </div>
          <FilterSelect name="payment" label={t("list.payment")} value={query.payment} className="h-8 w-40" options={paymentOptions} />
          <FilterSelect name="periode" label={t("list.periode")} value={query.periode} className="h-8 w-32" options={periodeOptions} />
          <FilterSelect name="approval" label={t("list.approval")} value={query.approval} className="h-8 w-36" options={approvalOptions} />
          <FilterSelect name="division" label={t("list.division")} value={query.division} className="h-8 w-56" options={divisions.map((d) => ({ value: d.id, label: d.label }))} />
          <FilterSelect name="perpage" label={t("list.rows")} value={String(query.perpage)} className="h-8 w-20" options={PER_PAGE_OPTIONS} withAll={false} />
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              {tc("apply")}
            </Button>
            {filtered ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={href({ q: null, payment: null, periode: null, approval: null, division: null, page: null })}>{tc("reset")}</Link>
              </Button>
            ) : null}
          </div>
        </Form>
        <Table aria-label={t("list.tableLabel")}>
          <TableHeader>
            <TableRow>
              {PRODUCT_COLUMNS.map((c) =>
                c.sort ? (
                  <SortableHead key={c.id} column={c.sort} label={t(productColumnKey(c.id))} sort={query.sort} dir={query.dir} href={sortHref} className={c.align === "end" ? "text-end" : undefined} />
                ) : (
                  <TableHead key={c.id} className={c.align === "end" ? "text-end" : undefined}>
                    {t(productColumnKey(c.id))}
                  </TableHead>
                ),
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                {PRODUCT_COLUMNS.map((c) => (
                  <TableCell key={c.id} className={cn(c.align === "end" && "text-end", c.cellClassName)}>
                    {c.cell(r, null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={PRODUCT_COLUMNS.length} className="py-10 text-center text-muted-foreground">
                  {filtered ? t("list.noMatch") : t("list.empty")}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        <Pagination page={query.page} pages={pages} total={total} perpage={query.perpage} href={(page) => href({ page })} />
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
