import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

export const PLACEHOLDER = { image: "/images/noimg.png", banner: "/images/banner.png" } as const;

/**
 * A product picture with the spec's placeholders (noimg.png, banner.png for banners) when it is missing.
 * The server already answers a vanished upload with the placeholder; onError covers anything else.
 */
export function ProductImage({ src, kind = "image", alt, className }: { src: string | null | undefined; kind?: "image" | "banner"; alt: string; className?: string }) {
  const fallback = PLACEHOLDER[kind];
  const wanted = src ? (kind === "banner" && src.startsWith("/resources/") ? `${src}?kind=banner` : src) : fallback;
  const [current, setCurrent] = useState(wanted);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setCurrent(wanted);
    // An image that failed before hydration never fires onError for React: check it once mounted.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && wanted !== fallback) setCurrent(fallback);
  }, [wanted, fallback]);
  return <img ref={ref} src={current} alt={alt} loading="lazy" onError={() => current !== fallback && setCurrent(fallback)} className={cn("bg-muted object-cover", className)} />;
}

/** The product's logo in a fixed square, or its code on the product colour when it has none. */
export function ProductLogo({ src, code, name, color, className }: { src: string | null | undefined; code: string; name: string; color?: string; className?: string }) {
  const { t } = useTranslation("products");
  if (!src) {
    return (
      <span aria-hidden="true" className={cn("inline-flex size-9 shrink-0 items-center justify-center rounded-md text-xs font-bold text-white", className)} style={{ backgroundColor: color ?? "hsl(var(--primary))" }}>
        {code}
      </span>
    );
  }
  return <ProductImage src={src} alt={t("images.logoAlt", { name })} className={cn("size-9 shrink-0 rounded-md border object-contain", className)} />;
}
