import { Form, Link } from "@remix-run/react";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { MenuIcon } from "~/components/layout/menu-icon";
import { type ShellMenuNode } from "~/components/layout/shell-types";
import { MenuBadge } from "~/components/layout/side-menu";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { MenuRow } from "./menu-row";

/** Every menu entry in menu order, with its kind, link and roles, and buttons to move, edit or delete it. */
export function MenuEntries({ rows, roles, editing }: { rows: MenuRow[]; roles: { name: string; label: string }[]; editing: MenuRow | null }) {
  const { t } = useTranslation("admin");
  const labels = useAdminLabels();
  const siblingsOf = (r: MenuRow) => rows.filter((s) => s.parentId === r.parentId);
  return (
    <Card className="xl:col-span-3">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("menu.entries.title")}</h2>
        </CardTitle>
        <CardDescription>{t("menu.entries.count", { count: rows.length })}</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y border-t" aria-label={t("menu.entries.label")}>
          {rows.map((r) => {
            const siblings = siblingsOf(r);
            const index = siblings.findIndex((s) => s.id === r.id);
            return (
              <li key={r.id} className={cn("flex items-center gap-3 px-4 py-2", editing?.id === r.id && "bg-primary/5", r.kind === "header" && "bg-muted/40")}>
                <span className={cn("flex min-w-0 flex-1 items-center gap-3", r.depth > 0 && "ps-8")}>
                  {r.kind === "header" ? <span className="w-5 shrink-0" /> : <MenuIcon value={r.icon} />}
                  <span className="min-w-0">
                    <span className={cn("flex items-center gap-2 text-sm", r.kind === "header" ? "text-xs font-semibold uppercase tracking-wider text-muted-foreground" : "font-medium")}>
                      {r.title}
                      {r.badge ? <MenuBadge node={{ ...r, children: [] } as ShellMenuNode} className="ms-0" /> : null}
                      {r.kind === "external" ? <ExternalLink aria-label={t("menu.entries.externalLink")} className="size-3.5 text-muted-foreground" /> : null}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {t(`menu.kinds.${r.kind}`)}
                      {r.url ? ` · ${r.url}` : ""} · {r.roles.length === roles.length ? t("menu.entries.everyRole") : r.roles.map((role) => labels.role(role)).join(", ")}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-0.5">
                  <Form method="post" className="contents">
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="intent" value="move" />
                    <Button type="submit" name="direction" value="up" variant="ghost" size="icon" className="size-8" disabled={index === 0} aria-label={t("menu.entries.moveUp", { title: r.title })}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button type="submit" name="direction" value="down" variant="ghost" size="icon" className="size-8" disabled={index === siblings.length - 1} aria-label={t("menu.entries.moveDown", { title: r.title })}>
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </Form>
                  <Button asChild variant="ghost" size="icon" className="size-8">
                    <Link to={`?edit=${r.id}`} aria-label={t("menu.entries.edit", { title: r.title })}>
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                  <Form
                    method="post"
                    onSubmit={(e) => {
                      if (!window.confirm(r.kind === "group" ? t("menu.entries.confirmDeleteGroup", { title: r.title }) : t("menu.entries.confirmDelete", { title: r.title }))) e.preventDefault();
                    }}
                  >
                    <input type="hidden" name="id" value={r.id} />
                    <Button type="submit" name="intent" value="delete" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={t("menu.entries.delete", { title: r.title })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </Form>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
