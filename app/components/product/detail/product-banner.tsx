import { ProductLogo } from "~/components/product/product-image";
import { Detail } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { formatRupiah } from "~/domain/money";
import { LABELS } from "~/lib/schemas/product";
import type { ProductView } from "./product-view";

/** The product's colour band, logo, badges and key terms. */
export function ProductBanner({ p }: { p: ProductView }) {
  const signer = p.people.find((m) => m.isInvoiceSigner);
  const bypass = p.config.bypass_invoice_approval === "yes";
  const color = p.documentTemplate.invoice.dominant_color;
  return (
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
  );
}
