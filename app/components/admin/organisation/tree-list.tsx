import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

export type TreeItem = { id: string; code: string; name: string; kind: string; level: number; users: number; children: TreeItem[] };

export function TreeList({ items, selectedId, depth = 0 }: { items: TreeItem[]; selectedId: string | null; depth?: number }) {
  const { t } = useTranslation("admin");
  return (
    <ul className={cn("space-y-0.5 text-sm", depth > 0 && "ms-3 border-s ps-2")} role={depth === 0 ? "tree" : "group"}>
      {items.map((n) => (
        <li key={n.id} role="treeitem" aria-selected={n.id === selectedId} aria-expanded={n.children.length ? true : undefined}>
          <Link
            to={`?node=${encodeURIComponent(n.id)}`}
            preventScrollReset
            className={cn("flex items-center gap-2 rounded px-1.5 py-0.5 hover:bg-accent", n.id === selectedId && "bg-primary/10 font-semibold text-primary")}
            aria-current={n.id === selectedId ? "page" : undefined}
          >
            <span className="min-w-0 flex-1 truncate" title={n.name}>
              {n.name}
            </span>
            <span className="shrink-0 font-mono text-[10px] text-muted-foreground">{n.code}</span>
            {n.users ? (
              <span className="shrink-0 rounded bg-muted px-1 text-[10px] tabular-nums text-muted-foreground" title={t("organisation.peopleMappedHere", { count: n.users })}>
                {n.users}
              </span>
            ) : null}
          </Link>
          {n.children.length ? <TreeList items={n.children} selectedId={selectedId} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
