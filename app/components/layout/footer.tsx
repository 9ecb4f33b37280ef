import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

/** Spec section 9: the scroll-to-top button appears after 160 px. */
export const SCROLL_TOP_THRESHOLD = 160;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation("shell");
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t("footer.scrollTop")}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
      className="fixed bottom-6 end-6 z-40 inline-flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-transform hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 motion-safe:animate-in motion-safe:fade-in-0 motion-safe:zoom-in-95"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}

export function Footer({ type, appMode }: { type: "static" | "sticky"; appMode: string }) {
  const { t } = useTranslation("shell");
  return (
    <footer className={cn("z-20 px-4 text-xs text-muted-foreground md:px-6", type === "sticky" ? "sticky bottom-0 border-t bg-card/95 py-2.5 backdrop-blur" : "py-4")}>
      <div className="mx-auto flex w-full max-w-[1440px] flex-wrap items-center justify-between gap-2">
        <p>
          © {new Date().getFullYear()} <span className="font-semibold text-foreground/80">DIGIMON</span> · PT Telkom Indonesia (Persero) Tbk. {t("footer.internalUse")}
        </p>
        <p className="flex items-center gap-3">
          {appMode === "sandbox" ? <span className="rounded bg-warning/15 px-1.5 py-0.5 font-medium text-warning">{t("footer.sandbox")}</span> : null}
          <span>{t("footer.timeZone")}</span>
        </p>
      </div>
    </footer>
  );
}
