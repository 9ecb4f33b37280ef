import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

/** The brand link to / (spec section 2). `labelClassName` hides the word when the sidebar is collapsed. */
export function Brand({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const { t } = useTranslation("shell");
  return (
    <Link to="/" prefetch="intent" className={cn("flex items-center gap-2.5 rounded-md font-semibold tracking-wide outline-none focus-visible:ring-2 focus-visible:ring-ring", className)} aria-label={t("brand.home")}>
      <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
      <span className={cn("text-[15px]", labelClassName)}>DIGIMON</span>
    </Link>
  );
}
