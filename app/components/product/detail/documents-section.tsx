import { ProductImage } from "~/components/product/product-image";
import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

const TEMPLATE_TITLE = { po: "Purchase order", billing: "Billing", invoice: "Invoice" } as const;

/** The purchase-order, billing and invoice templates. */
export function DocumentsSection({ p }: { p: ProductView }) {
  return (
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
  );
}
