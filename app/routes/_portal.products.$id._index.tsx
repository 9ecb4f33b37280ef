import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Check, KeyRound, Minus, Pencil, PenLine } from "lucide-react";
import { PageHeader } from "~/components/layout/page-header";
import { ProductImage, ProductLogo } from "~/components/product/product-image";
import { Detail, Section, SectionIndex } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { LABELS } from "~/lib/schemas/product";
import { requireUserWithPermission } from "~/services/auth.server";
import { mayManageProducts, productView, requireVisibleProduct } from "~/services/products.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `${data.product.productCode} · ${data.product.name}` : "Product"} · Digimon` }];
export const handle = { title: "Product" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:product");
  const product = productView(requireVisibleProduct(user, params.id ?? ""));
  return json({ product, mayEdit: mayManageProducts(user) });
}

const SECTIONS = [
  { id: "people", title: "People" },
  { id: "configuration", title: "Configuration" },
  { id: "payment", title: "Payment system" },
  { id: "companion", title: "Companion & bank" },
  { id: "notifications", title: "E-mail notifications" },
  { id: "documents", title: "Document templates" },
  { id: "images", title: "Images" },
];

const ROLE_TITLE = { owner: "Owner", member: "Member", operational: "Operational" } as const;
const TEMPLATE_TITLE = { po: "Purchase order", billing: "Billing", invoice: "Invoice" } as const;

function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check aria-hidden="true" className="size-3.5" /> Yes
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus aria-hidden="true" className="size-3.5" /> No
    </span>
  );
}

export default function ProductDetailPage() {
  const { product: p, mayEdit } = useLoaderData<typeof loader>();
  const signer = p.people.find((m) => m.isInvoiceSigner);
  const bypass = p.config.bypass_invoice_approval === "yes";
  const color = p.documentTemplate.invoice.dominant_color;
  return (
    <div>
      <PageHeader
        title={p.name}
        crumbs={[{ label: "Catalogue", to: "/products" }, { label: `${p.productCode} · ${p.name}` }]}
        actions={
          mayEdit ? (
            <Button asChild size="sm">
              <Link to={`/products/${p.id}/edit`}>
                <Pencil aria-hidden="true" /> Edit product
              </Link>
            </Button>
          ) : null
        }
      />

      <div className="mb-4 overflow-hidden rounded-lg border bg-card shadow-sm">
        <div className="h-1" style={{ backgroundColor: color }} />
        <div className="flex flex-wrap items-start gap-4 p-4">
          <ProductLogo src={p.imageLogo} code={p.productCode} name={p.name} color={color} className="size-14 text-base" />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline" className="font-mono tracking-widest">
                {p.productCode}
              </Badge>
              <Badge variant={p.payment.type === "mps" ? "info" : "secondary"}>{p.payment.type === "mps" ? `MPS · ${LABELS.mps_mode[p.payment.mode]}` : "Internal transfer"}</Badge>
              {bypass ? <Badge variant="warning">Approval bypassed</Badge> : <Badge variant="secondary">Signer approval</Badge>}
            </div>
            <p className="text-sm text-muted-foreground">{p.description || "No description."}</p>
            <p className="text-xs text-muted-foreground">
              Created {formatDateTimeId(p.createdAt)} · last changed {formatDateTimeId(p.updatedAt)}
              {p.gatewayAppId ? (
                <>
                  {" "}
                  · gateway app <span className="font-mono">{p.gatewayAppId}</span>
                </>
              ) : null}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-end sm:grid-cols-4">
            <Detail label="Administration fee">
              <span className="tabular-nums">{formatRupiah(p.config.administration_fee)}</span>
            </Detail>
            <Detail label="Payment terms">{p.config.payment_terms_days === 0 ? "Due on billing date" : `${p.config.payment_terms_days} days`}</Detail>
            <Detail label="PO numbering">{p.config.po_number_periode[0].toUpperCase() + p.config.po_number_periode.slice(1)}</Detail>
            <Detail label="Invoice signer">{signer ? signer.name : bypass ? "System (bypass)" : <span className="text-destructive">None</span>}</Detail>
          </dl>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[11rem_minmax(0,1fr)]">
        <SectionIndex sections={SECTIONS} />
        <div className="min-w-0 space-y-4">
          <Section id="people" title="People" description="Owners, members and operational members. The signer approves this product's invoices.">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Role</TableHead>
                  <TableHead>Name</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Reference id</TableHead>
                  <TableHead>Account</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {p.people.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="text-muted-foreground">{ROLE_TITLE[m.role]}</TableCell>
                    <TableCell className="font-medium">
                      <span className="inline-flex items-center gap-2">
                        {m.name}
                        {m.isInvoiceSigner ? (
                          <Badge variant="default">
                            <PenLine aria-hidden="true" /> Invoice signer
                          </Badge>
                        ) : null}
                      </span>
                    </TableCell>
                    <TableCell>{m.email || <span className="text-muted-foreground">—</span>}</TableCell>
                    <TableCell className="font-mono text-xs">{m.referenceId}</TableCell>
                    <TableCell>
                      {m.userStatus === "active" ? (
                        <Badge variant="success">Active</Badge>
                      ) : m.userStatus === "pending" ? (
                        <Badge variant="warning">Pending activation</Badge>
                      ) : m.userStatus ? (
                        <Badge variant="destructive">{m.userStatus}</Badge>
                      ) : (
                        <span className="text-xs text-muted-foreground">No account</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {p.people.length === 0 ? (
                  <TableEmptyRow colSpan={5} className="py-6">
                    Nobody is on this product yet.
                  </TableEmptyRow>
                ) : null}
              </TableBody>
            </Table>
          </Section>

          <Section id="configuration" title="Configuration">
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
              <Detail label="PO number period">{LABELS.po_number_periode[p.config.po_number_periode]}</Detail>
              <Detail label="Administration fee">
                <span className="tabular-nums">{formatRupiah(p.config.administration_fee)}</span>
              </Detail>
              <Detail label="Unique code">{LABELS.unique_code_type[p.config.unique_code_type]}</Detail>
              <Detail label="Payment terms">{p.config.payment_terms_days} days</Detail>
              <Detail label="Transaction type">{LABELS.transaction_type[p.config.transaction_type]}</Detail>
              <Detail label="Product ownership">{LABELS.product_ownership[p.config.product_ownership as keyof typeof LABELS.product_ownership] ?? p.config.product_ownership}</Detail>
              <Detail label="Use customer">{LABELS.use_customer[p.config.use_customer]}</Detail>
              <Detail label="Invoice signer (reference id)">
                <span className="font-mono">{p.config.invoice_signer ?? ""}</span>
              </Detail>
              <Detail label="Bypass invoice approval">{LABELS.yes_no[p.config.bypass_invoice_approval]}</Detail>
              <Detail label="Auto payment verification">{LABELS.yes_no[p.config.auto_payment_verification]}</Detail>
              <Detail label="Auto-switch payment method">{LABELS.auto_switch_payment_method[p.config.auto_switch_payment_method as keyof typeof LABELS.auto_switch_payment_method] ?? p.config.auto_switch_payment_method}</Detail>
              <Detail label="SKUM code">{p.config.skum_code}</Detail>
              <Detail label="Kode unit">{p.config.kode_unit}</Detail>
              <Detail label="Business area">{p.config.business_area}</Detail>
            </dl>
            <h3 className="mb-2 mt-5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Accounting (SAP posting)</h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
              {(
                [
                  ["Akun pendapatan (revenue)", p.config.akun_pendapatan],
                  ["Akun bank", p.config.akun_bank],
                  ["Akun piutang (receivable)", p.config.akun_piutang],
                  ["Akun PDD (deferred revenue)", p.config.akun_pdd],
                ] as const
              ).map(([label, value]) => (
                <Detail key={label} label={label}>
                  {value ? <span className="font-mono">{value}</span> : ""}
                </Detail>
              ))}
            </dl>
          </Section>

          <Section id="payment" title="Payment system" description="Merchant keys are stored encrypted; only their last characters are shown.">
            {p.payment.type === "internal" ? (
              <p className="text-sm">Internal: customers pay by bank transfer to the product's bank account.</p>
            ) : (
              <div className="space-y-4">
                <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3 xl:grid-cols-6">
                  <Detail label="Gateway">MPS</Detail>
                  <Detail label="Mode">{LABELS.mps_mode[p.payment.mode]}</Detail>
                  <Detail label="Registration">{p.payment.registrationStatus ?? ""}</Detail>
                  <Detail label="Registered at">{p.payment.registeredAt ? formatDateTimeId(p.payment.registeredAt) : ""}</Detail>
                  <Detail label="Digimon's MPS account">
                    <YesNo value={p.payment.useDigimonMps} />
                  </Detail>
                  <Detail label="Manual expiry">
                    <YesNo value={p.payment.manualExpired} />
                  </Detail>
                  <Detail label="Gateway sends e-mail">
                    <YesNo value={p.payment.sendEmail} />
                  </Detail>
                </dl>
                <div className="grid gap-3 md:grid-cols-2">
                  {(["sandbox", "production"] as const).map((m) => (
                    <div key={m} className={`rounded-md border p-3 ${p.payment.mode === m ? "border-primary/60 bg-primary/5" : ""}`}>
                      <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
                        {LABELS.mps_mode[m]} {p.payment.mode === m ? <Badge variant="info">In use</Badge> : null}
                      </p>
                      <dl className="grid gap-2">
                        <Detail label="Merchant id">
                          <span className="font-mono">{p.payment[m].merchantId}</span>
                        </Detail>
                        <Detail label="Merchant key">
                          {p.payment[m].keyMask ? (
                            <span className="inline-flex items-center gap-1 font-mono" data-testid={`${m}-key-mask`}>
                              <KeyRound aria-hidden="true" className="size-3.5 text-muted-foreground" />
                              {p.payment[m].keyMask}
                            </span>
                          ) : (
                            ""
                          )}
                        </Detail>
                        <Detail label="Webhook">
                          <span className="font-mono text-xs">{p.payment[m].webhook}</span>
                        </Detail>
                      </dl>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </Section>

          <Section id="companion" title="Companion & bank account">
            <div className="grid gap-6 md:grid-cols-2">
              <dl className="grid gap-3 sm:grid-cols-2">
                <Detail label="Company">{p.companion.companyName ?? ""}</Detail>
                <Detail label="Division">{p.companion.divisionName ? `${p.companion.divisionName}${p.companion.divisionCode ? ` (${p.companion.divisionCode})` : ""}` : ""}</Detail>
                <Detail label="Companion">{p.companion.companionName ?? ""}</Detail>
              </dl>
              <dl className="grid gap-3 border-t pt-4 sm:grid-cols-2 md:border-s md:border-t-0 md:ps-6 md:pt-0">
                <Detail label="Account holder">{p.bank?.owner ?? ""}</Detail>
                <Detail label="Account number">
                  <span className="font-mono tabular-nums">{p.bank?.account_number ?? ""}</span>
                </Detail>
                <Detail label="Bank">{p.bank?.bank_name ?? ""}</Detail>
                <Detail label="Branch office">{p.bank?.branch_office ?? ""}</Detail>
              </dl>
            </div>
          </Section>

          <Section id="notifications" title="E-mail notifications">
            <dl className="grid gap-3 sm:grid-cols-5">
              <Detail label="Send notifications">
                <YesNo value={p.emailSetting.send_notification} />
              </Detail>
              <Detail label="Purchase orders">
                <YesNo value={p.emailSetting.po} />
              </Detail>
              <Detail label="Billings">
                <YesNo value={p.emailSetting.billing} />
              </Detail>
              <Detail label="Invoices">
                <YesNo value={p.emailSetting.invoice} />
              </Detail>
              <Detail label="Tax invoices">
                <YesNo value={p.emailSetting.tax_invoice} />
              </Detail>
            </dl>
          </Section>

          <Section id="documents" title="Document templates">
            <div className="grid gap-3 md:grid-cols-3">
              {(["po", "billing", "invoice"] as const).map((k) => {
                const t = p.documentTemplate[k];
                return (
                  <div key={k} className="flex items-start gap-3 rounded-md border p-3">
                    <ProductImage src={t.logo_url ?? null} alt={`${TEMPLATE_TITLE[k]} logo`} className="size-12 shrink-0 rounded border object-contain" />
                    <dl className="grid min-w-0 gap-1.5">
                      <Detail label={TEMPLATE_TITLE[k]}>
                        <span className="font-mono text-xs">{t.template_path}</span>
                      </Detail>
                      <Detail label="Dominant colour">
                        <span className="inline-flex items-center gap-2">
                          <span aria-hidden="true" className="inline-block size-4 rounded border" style={{ backgroundColor: t.dominant_color }} />
                          <span className="font-mono text-xs uppercase">{t.dominant_color}</span>
                        </span>
                      </Detail>
                    </dl>
                  </div>
                );
              })}
            </div>
          </Section>

          <Section id="images" title="Benefit, banner and feature images">
            <div className="space-y-4">
              {(
                [
                  ["Banners", p.banners, "banner"],
                  ["Benefits", p.benefits, "image"],
                  ["Features", p.features, "image"],
                ] as const
              ).map(([title, items, kind]) => (
                <div key={title}>
                  <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {title} ({items.length})
                  </h3>
                  <ul className={kind === "banner" ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-6"}>
                    {(items.length ? items : [null]).map((item, i) => (
                      <li key={item?.id ?? "placeholder"}>
                        <ProductImage src={item?.image ?? null} kind={kind} alt={item ? `${title.slice(0, -1)} ${i + 1}` : `No ${title.toLowerCase()} yet`} className={kind === "banner" ? "aspect-[3/1] w-full rounded-md border" : "aspect-square w-full rounded-md border"} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
