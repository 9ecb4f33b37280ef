import { useTranslation } from "react-i18next";
import { ProductImage } from "~/components/product/product-image";
import { Detail, Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

/** The purchase-order, billing and invoice templates. */
export function DocumentsSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="documents" title={t("sections.documents")}>
      <div className="grid gap-3 md:grid-cols-3">
        {(["po", "billing", "invoice"] as const).map((k) => {
          const template = p.documentTemplate[k];
          return (
            <div key={k} className="flex items-start gap-3 rounded-md border p-3">
              <ProductImage src={template.logo_url ?? null} alt={t("templates.logo", { kind: t(`templates.${k}`) })} className="size-12 shrink-0 rounded border object-contain" />
              <dl className="grid min-w-0 gap-1.5">
                <Detail label={t(`templates.${k}`)}>
                  <span className="font-mono text-xs">{template.template_path}</span>
                </Detail>
                <Detail label={t("fields.dominantColour")}>
                  <span className="inline-flex items-center gap-2">
                    <span aria-hidden="true" className="inline-block size-4 rounded border" style={{ backgroundColor: template.dominant_color }} />
                    <span className="font-mono text-xs uppercase">{template.dominant_color}</span>
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
