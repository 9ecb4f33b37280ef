import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { GALLERY_MAX_ITEMS, type GalleryName, IMAGE_MAX_BYTES } from "~/lib/schemas/product";
import { ProductImage } from "./product-image";

export type StoredImage = { id: string; image: string; image_path: string; status: string };

const MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

/**
 * One picture: the current one (or the placeholder), a file input to replace it and, when there is one, a remove box.
 * `lowerLabel` is the label as it reads inside a sentence ("the current logo").
 */
export function SingleImageField({ id, label, lowerLabel, name, current, removeName, errors, formId }: { id: string; label: string; lowerLabel: string; name: string; current: string | null | undefined; removeName: string; errors?: string[]; formId: string }) {
  const { t } = useTranslation("products");
  return (
    <div className="flex items-start gap-3">
      <ProductImage src={current} alt={current ? t("images.current", { label: lowerLabel }) : t("images.none")} className="size-16 shrink-0 rounded-md border object-contain" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} name={name} type="file" accept="image/png,image/jpeg" form={formId} aria-invalid={errors?.length ? true : undefined} aria-describedby={`${id}-description${errors?.length ? ` ${id}-error` : ""}`} className="h-8 py-1 text-xs" />
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {t("images.limit", { size: MAX_MB })}.{current ? ` ${t("images.replaces")}` : ""}
        </p>
        {current ? (
          <label className="flex items-center gap-2 text-xs">
            <input type="checkbox" name={removeName} form={formId} className="size-3.5 accent-[hsl(var(--primary))]" />
            {t("images.removeCurrent", { label: lowerLabel })}
          </label>
        ) : null}
        <FieldError id={`${id}-error`} errors={errors} />
      </div>
    </div>
  );
}

/** Benefit, banner or feature images: the stored ones with a remove box each, and a multiple file input to add more. */
export function GalleryField({ id, gallery, name, kind, items, errors, formId }: { id: string; gallery: GalleryName; name: string; kind: "image" | "banner"; items: StoredImage[]; errors?: string[]; formId: string }) {
  const { t } = useTranslation("products");
  const title = t(`images.gallery.${gallery}.title`);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-foreground">({items.length})</span>
      </legend>
      {items.length ? (
        <ul className={kind === "banner" ? "grid gap-2 sm:grid-cols-2" : "grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6"}>
          {items.map((item, i) => (
            <li key={item.id} className="space-y-1">
              <ProductImage src={item.image} kind={kind} alt={t(`images.gallery.${gallery}.item`, { n: i + 1 })} className={kind === "banner" ? "aspect-[3/1] w-full rounded-md border" : "aspect-square w-full rounded-md border"} />
              <label className="flex items-center gap-1.5 text-xs">
                <input type="checkbox" name="removeImages" value={item.id} form={formId} className="size-3.5 accent-[hsl(var(--primary))]" />
                {t(`images.gallery.${gallery}.remove`, { n: i + 1 })}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex items-center gap-3">
          <ProductImage src={null} kind={kind} alt="" className={kind === "banner" ? "aspect-[3/1] w-48 rounded-md border" : "size-16 rounded-md border"} />
          <p className="text-xs text-muted-foreground">{t("images.noneYet")}</p>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{t("images.add", { title: t(`images.gallery.${gallery}.lower`) })}</Label>
        <Input id={id} name={name} type="file" multiple accept="image/png,image/jpeg" form={formId} aria-invalid={errors?.length ? true : undefined} aria-describedby={`${id}-description${errors?.length ? ` ${id}-error` : ""}`} className="h-8 py-1 text-xs" />
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {t("images.eachLimit", { size: MAX_MB, max: GALLERY_MAX_ITEMS })}
        </p>
        <FieldError id={`${id}-error`} errors={errors} />
      </div>
    </fieldset>
  );
}
