import { ProductImage } from "~/components/product/product-image";
import { Section } from "~/components/product/section";
import type { ProductView } from "./product-view";

/** The benefit, banner and feature images. */
export function ImagesSection({ p }: { p: ProductView }) {
  return (
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
                  <ProductImage
                    src={item?.image ?? null}
                    kind={kind}
                    alt={item ? `${title.slice(0, -1)} ${i + 1}` : `No ${title.toLowerCase()} yet`}
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
