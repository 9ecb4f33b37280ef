import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

/** One titled section of the long product form or detail page; `id` is the anchor the section index links to. */
export function Section({ id, title, description, actions, children, className }: { id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card id={id} className={cn("scroll-mt-24", className)} aria-labelledby={`${id}-title`} role="region">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 border-b bg-muted/30 px-4 py-3">
        <div className="space-y-1">
          <CardTitle asChild>
            <h2 id={`${id}-title`} className="text-sm font-semibold">
              {title}
            </h2>
          </CardTitle>
          {description ? <CardDescription className="text-xs">{description}</CardDescription> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </CardHeader>
      <CardContent className="p-4">{children}</CardContent>
    </Card>
  );
}

/** The section index beside a long page: plain anchor links, sticky on wide screens. */
export function SectionIndex({ sections }: { sections: { id: string; title: string }[] }) {
  const { t } = useTranslation("products");
  return (
    <nav aria-label={t("sections.label")} className="hidden lg:block">
      <ol className="sticky top-24 space-y-0.5 border-s text-sm">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="-ms-px block border-s border-transparent py-1 ps-3 text-muted-foreground hover:border-foreground hover:text-foreground">
              {s.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A label and its value in the detail page's dense definition grids. */
export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm font-medium">{children === "" || children === null || children === undefined ? <span className="text-muted-foreground">—</span> : children}</dd>
    </div>
  );
}
