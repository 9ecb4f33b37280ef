import { json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { FileSpreadsheet, PenLine, Plus, Search } from "lucide-react";
import { PageHeader } from "~/components/layout/page-header";
import { listHref, Pagination, SortableHead } from "~/components/product/list-controls";
import { ProductLogo } from "~/components/product/product-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LabelledSelect, type SelectOption } from "~/components/ui/labelled-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateShortId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { LABELS, PER_PAGE_CHOICES, PO_NUMBER_PERIODES, ProductListQuerySchema } from "~/lib/schemas/product";
import { listProducts, organisationOptions } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { mayManageProducts } from "~/services/products.server";

export const meta: MetaFunction = () => [{ title: "Catalogue · Digimon" }];
export const handle = { title: "Catalogue" };

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
  const divisions = organisationOptions().divisions;
  const divisionCode = new Map(divisions.map((d) => [d.id, d.code]));
  return json({
    query,
    total,
    pages,
    mayCreate: mayManageProducts(user),
    divisions: divisions.map((d) => ({ id: d.id, label: `${d.name} (${d.code})` })),
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      code: r.productCode,
      description: r.description,
      logo: r.imageLogo,
      paymentType: r.paymentSystem.payment_type,
      mpsMode: r.paymentSystem.mps_mode ?? null,
      fee: r.config.administration_fee,
      terms: r.config.payment_terms_days,
      periode: r.config.po_number_periode,
      bypass: r.config.bypass_invoice_approval === "yes",
      signer: r.signerName,
      people: r.people,
      division: r.companion.division_name,
      divisionCode: r.companion.division_id ? divisionCode.get(r.companion.division_id) ?? null : null,
      updatedAt: r.updatedAt,
    })),
  });
}

const PAYMENT_OPTIONS: SelectOption[] = [
  { value: "internal", label: "Internal transfer" },
  { value: "mps", label: "MPS gateway" },
];
const PERIODE_OPTIONS: SelectOption[] = PO_NUMBER_PERIODES.map((p) => ({ value: p, label: p[0].toUpperCase() + p.slice(1) }));
const APPROVAL_OPTIONS: SelectOption[] = [
  { value: "required", label: "Signer approves" },
  { value: "bypass", label: "Bypassed" },
];
const PER_PAGE_OPTIONS: SelectOption[] = PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: String(n) }));

/** A labelled select of the filter form; `withAll` puts an empty "All" choice first. */
function FilterSelect({ name, label, value, className, options, withAll = true }: { name: string; label: string; value: string; className: string; options: SelectOption[]; withAll?: boolean }) {
  return <LabelledSelect id={name} name={name} label={label} value={value} options={options} allLabel={withAll ? "All" : null} className="grid gap-1" labelClassName="text-xs" selectClassName={className} />;
}

export default function ProductsPage() {
  const { query, rows, total, pages, mayCreate, divisions } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const href = (changes: Record<string, string | number | null>) => listHref(params, changes, DEFAULTS);
  const sortHref = (column: string, dir: "asc" | "desc") => href({ sort: column, dir, page: null });
  const filtered = Boolean(query.q || query.payment || query.periode || query.approval || query.division);
  return (
    <div>
      <PageHeader
        title="Catalogue"
        crumbs={[{ label: "Catalogue" }]}
        description="Products, their people and how they are billed."
        actions={
          <>
            <Button asChild size="sm" variant="outline">
              <Link to={`/products/export${params.toString() ? `?${params}` : ""}`} reloadDocument>
                <FileSpreadsheet aria-hidden="true" /> Export to Excel
              </Link>
            </Button>
            {mayCreate ? (
              <Button asChild size="sm">
                <Link to="/products/new">
                  <Plus aria-hidden="true" /> New product
                </Link>
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <Form method="get" role="search" aria-label="Filter products" className="flex flex-wrap items-end gap-3 border-b p-3">
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
          <div className="grid min-w-[14rem] flex-1 gap-1">
            <Label htmlFor="q" className="text-xs">
              Search
            </Label>
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute start-2.5 top-2 size-4 text-muted-foreground" />
              <Input id="q" name="q" type="search" defaultValue={query.q} placeholder="Name, code, gateway app id" className="h-8 ps-8" />
            </div>
          </div>
          <FilterSelect name="payment" label="Payment" value={query.payment} className="h-8 w-40" options={PAYMENT_OPTIONS} />
          <FilterSelect name="periode" label="PO numbering" value={query.periode} className="h-8 w-32" options={PERIODE_OPTIONS} />
          <FilterSelect name="approval" label="Approval" value={query.approval} className="h-8 w-36" options={APPROVAL_OPTIONS} />
          <FilterSelect name="division" label="Division" value={query.division} className="h-8 w-56" options={divisions.map((d) => ({ value: d.id, label: d.label }))} />
          <FilterSelect name="perpage" label="Rows" value={String(query.perpage)} className="h-8 w-20" options={PER_PAGE_OPTIONS} withAll={false} />
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Apply
            </Button>
            {filtered ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={href({ q: null, payment: null, periode: null, approval: null, division: null, page: null })}>Reset</Link>
              </Button>
            ) : null}
          </div>
        </Form>
        <Table aria-label="Products">
          <TableHeader>
            <TableRow>
              <SortableHead column="name" label="Product" sort={query.sort} dir={query.dir} href={sortHref} />
              <SortableHead column="code" label="Code" sort={query.sort} dir={query.dir} href={sortHref} />
              <TableHead>Payment</TableHead>
              <SortableHead column="fee" label="Admin fee" sort={query.sort} dir={query.dir} href={sortHref} className="text-end" />
              <SortableHead column="terms" label="Terms" sort={query.sort} dir={query.dir} href={sortHref} className="text-end" />
              <TableHead>PO numbering</TableHead>
              <TableHead>Invoice signer</TableHead>
              <TableHead className="text-end">People</TableHead>
              <TableHead>Division</TableHead>
              <SortableHead column="updated" label="Updated" sort={query.sort} dir={query.dir} href={sortHref} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="max-w-[15rem]">
                  <div className="flex items-center gap-2.5">
                    <ProductLogo src={r.logo} code={r.code} name={r.name} className="size-8" />
                    <div className="min-w-0">
                      <Link to={`/products/${r.id}`} className="font-medium text-primary hover:underline">
                        {r.name}
                      </Link>
                      {r.description ? <p className="truncate text-xs text-muted-foreground">{r.description}</p> : null}
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <span className="font-mono font-semibold tracking-widest">{r.code}</span>
                </TableCell>
                <TableCell>{r.paymentType === "mps" ? <Badge variant="info">MPS · {LABELS.mps_mode[r.mpsMode ?? "sandbox"]}</Badge> : <Badge variant="secondary">Internal</Badge>}</TableCell>
                <TableCell className="text-end tabular-nums">{formatRupiah(r.fee)}</TableCell>
                <TableCell className="text-end tabular-nums">{r.terms} d</TableCell>
                <TableCell className="capitalize">{r.periode}</TableCell>
                <TableCell>
                  {r.bypass ? (
                    <span className="text-muted-foreground">System (bypass)</span>
                  ) : r.signer ? (
                    <span className="inline-flex items-center gap-1 whitespace-nowrap">
                      <PenLine aria-hidden="true" className="size-3.5 text-muted-foreground" />
                      {r.signer}
                    </span>
                  ) : (
                    <span className="text-destructive">None</span>
                  )}
                </TableCell>
                <TableCell className="text-end tabular-nums">{r.people}</TableCell>
                <TableCell className="whitespace-nowrap text-xs">{r.divisionCode ? <abbr title={r.division ?? undefined} className="no-underline">{r.divisionCode}</abbr> : "—"}</TableCell>
                <TableCell className="whitespace-nowrap text-xs text-muted-foreground">{formatDateShortId(r.updatedAt)}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={10} className="py-10 text-center text-muted-foreground">
                  {filtered ? "No product matches these filters." : "No products yet."}
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
