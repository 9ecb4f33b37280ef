import { Form, Link } from "@remix-run/react";
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { MenuIcon } from "~/components/layout/menu-icon";
import { roleLabel, type ShellMenuNode } from "~/components/layout/shell-types";
import { MenuBadge } from "~/components/layout/side-menu";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { KIND_LABEL } from "./menu-item-schema";
import type { MenuRow } from "./menu-row";

/** Every menu entry in menu order, with its kind, link and roles, and buttons to move, edit or delete it. */
export function MenuEntries({ rows, roles, editing }: { rows: MenuRow[]; roles: { name: string; label: string }[]; editing: MenuRow | null }) {
  const siblingsOf = (r: MenuRow) => rows.filter((s) => s.parentId === r.parentId);
  return (
    <Card className="xl:col-span-3">
      <CardHeader>
        <CardTitle asChild>
          <h2>Entries</h2>
        </CardTitle>
        <CardDescription>{rows.length} entries, in menu order.</CardDescription>
      </CardHeader>
      <CardContent className="p-0">
        <ul className="divide-y border-t" aria-label="Menu entries">
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
                      {r.kind === "external" ? <ExternalLink aria-label="external link" className="size-3.5 text-muted-foreground" /> : null}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      {KIND_LABEL[r.kind]}
                      {r.url ? ` · ${r.url}` : ""} · {r.roles.length === roles.length ? "every role" : r.roles.map(roleLabel).join(", ")}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-0.5">
                  <Form method="post" className="contents">
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="intent" value="move" />
                    <Button type="submit" name="direction" value="up" variant="ghost" size="icon" className="size-8" disabled={index === 0} aria-label={`Move ${r.title} up`}>
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button type="submit" name="direction" value="down" variant="ghost" size="icon" className="size-8" disabled={index === siblings.length - 1} aria-label={`Move ${r.title} down`}>
                      <ArrowDown aria-hidden="true" />
                    </Button>
                  </Form>
                  <Button asChild variant="ghost" size="icon" className="size-8">
                    <Link to={`?edit=${r.id}`} aria-label={`Edit ${r.title}`}>
                      <Pencil aria-hidden="true" />
                    </Link>
                  </Button>
                  <Form
                    method="post"
                    onSubmit={(e) => {
                      if (!window.confirm(`Delete “${r.title}”${r.kind === "group" ? " and its entries" : ""}?`)) e.preventDefault();
                    }}
                  >
                    <input type="hidden" name="id" value={r.id} />
                    <Button type="submit" name="intent" value="delete" variant="ghost" size="icon" className="size-8 text-destructive hover:text-destructive" aria-label={`Delete ${r.title}`}>
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
