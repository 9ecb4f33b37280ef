import { useTranslation } from "react-i18next";
import { ProductImage } from "~/components/product/product-image";
import { Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

/** The benefit, banner and feature images. */
export function ImagesSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  return (
    <Section id="images" title={t("sections.galleries")}>
      <div className="space-y-4">
        {(
          [
            ["banners", p.banners, "banner"],
            ["benefits", p.benefits, "image"],
            ["features", p.features, "image"],
          ] as const
        ).map(([gallery, items, kind]) => (
          <div key={gallery}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {t(`images.gallery.${gallery}.plural`)} ({items.length})
            </h3>
            <ul className={kind === "banner" ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-6"}>
              {(items.length ? items : [null]).map((item, i) => (
                <li key={item?.id ?? "placeholder"}>
                  <ProductImage
                    src={item?.image ?? null}
                    kind={kind}
                    alt={item ? t(`images.gallery.${gallery}.item`, { n: i + 1 }) : t(`images.gallery.${gallery}.none`)}
                    className={kind === "banner" ? "aspect-[3/1] w-full rounded-md border" : "aspect-square w-full rounded-md border"}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
