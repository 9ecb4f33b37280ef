import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "./language-switch";
import { MAIN_ID, SkipLink } from "./skip-link";

/** The full-page landing layout of the sign-in pages: brand panel and one centred card, no portal chrome. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)]">
      <SkipLink />
      <aside className="relative hidden overflow-hidden bg-[hsl(228_64%_22%)] p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="flex items-center gap-3 text-lg font-semibold tracking-wide">
          <img src="/favicon.svg" alt="" className="size-9" />
          DIGIMON
        </div>
        <div className="max-w-md space-y-4">
          <h2 className="text-3xl font-semibold leading-tight">{t("brand.tagline")}</h2>
          <p className="text-white/75">{t("brand.summary")}</p>
        </div>
        <p className="text-xs text-white/60">{t("brand.notice")}</p>
        <div aria-hidden="true" className="absolute -right-24 -top-24 size-96 rounded-full bg-white/5" />
        <div aria-hidden="true" className="absolute -bottom-32 right-10 size-80 rounded-full bg-white/5" />
      </aside>
      <main id={MAIN_ID} tabIndex={-1} className="flex items-center justify-center p-6 outline-none">
        <div className="w-full max-w-sm space-y-6">
          <div className="space-y-1">
            <div className="mb-6 flex items-center gap-2 font-semibold lg:hidden">
              <img src="/favicon.svg" alt="" className="size-7" /> DIGIMON
            </div>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
          </div>
          {children}
          {footer ? <div className="text-center text-sm text-muted-foreground [&_a]:underline [&_a]:underline-offset-4">{footer}</div> : null}
          <LanguageSwitch />
        </div>
      </main>
    </div>
  );
}
