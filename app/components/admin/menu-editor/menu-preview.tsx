import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useAdminLabels } from "~/components/admin/admin-labels";
import { MenuIcon } from "~/components/layout/menu-icon";
import { type ShellMenuNode } from "~/components/layout/shell-types";
import { MenuBadge } from "~/components/layout/side-menu";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import type { MenuRow } from "./menu-row";

function PreviewList({ nodes, depth = 0 }: { nodes: ShellMenuNode[]; depth?: number }) {
  return (
    <ul className={cn("space-y-0.5", depth > 0 && "ms-6 border-s ps-2")}>
      {nodes.map((n) => (
        <li key={n.id}>
          {n.kind === "header" ? (
            <p className="pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">{n.title}</p>
          ) : (
            <span className="flex items-center gap-2 py-1 text-sm">
              <MenuIcon value={n.icon} /> {n.title} <MenuBadge node={n} className="ms-1" />
            </span>
          )}
          {n.children.length ? <PreviewList nodes={n.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The side menu as the chosen role would see it. */
export function MenuPreview({ roles, previewRole, preview, editing }: { roles: { name: string; label: string }[]; previewRole: string; preview: ShellMenuNode[]; editing: MenuRow | null }) {
  const { t } = useTranslation("admin");
  const labels = useAdminLabels();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("menu.preview.title")}</h2>
        </CardTitle>
        <Form method="get" className="flex gap-2 pt-1">
          {editing ? <input type="hidden" name="edit" value={editing.id} /> : null}
          <label htmlFor="preview-role" className="sr-only">
            {t("menu.preview.role")}
          </label>
          <NativeSelect id="preview-role" name="preview" defaultValue={previewRole} className="h-8" onChange={(e) => e.currentTarget.form?.requestSubmit()}>
            {roles.map((r) => (
              <option key={r.name} value={r.name}>
                {labels.role(r.name, r.label)}
              </option>
            ))}
          </NativeSelect>
          <noscript>
            <Button type="submit" size="sm" variant="outline">
              {t("menu.preview.show")}
            </Button>
          </noscript>
        </Form>
      </CardHeader>
      <CardContent>
        <PreviewList nodes={preview} />
      </CardContent>
    </Card>
  );
}
