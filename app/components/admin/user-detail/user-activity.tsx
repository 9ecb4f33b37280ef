import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pager } from "~/components/admin/list-parts";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateTimeId } from "~/domain/dates";
import type { UserData } from "./user-data";

/** Everything the user did (sign-ins, changes, workflow actions), newest first, a page at a time. */
export function UserActivity({ data }: { data: UserData }) {
  const { t } = useTranslation(["admin", "common"]);
  const u = data.user;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>{t("users.detail.activity")}</h2>
        </CardTitle>
        <CardDescription>{t("users.detail.activityDescription", { name: u.fullname || t("users.detail.thisUser") })}</CardDescription>
      </CardHeader>
      <Table aria-label={t("users.detail.activity")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("users.detail.when")}</TableHead>
            <TableHead>{t("users.detail.action")}</TableHead>
            <TableHead>{t("users.detail.subject")}</TableHead>
            <TableHead>{t("users.detail.details")}</TableHead>
            <TableHead>{t("users.detail.ip")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.history.rows.length === 0 ? (
            <TableEmptyRow colSpan={5} className="py-8">
              {t("common:noData")}
            </TableEmptyRow>
          ) : (
            data.history.rows.map((h) => (
              <TableRow key={`${h.source}-${h.id}`}>
                <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(h.at)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <Badge variant={h.source === "workflow" ? "info" : "outline"} className="me-1.5 font-normal">
                    {h.source === "workflow" ? t("users.detail.sourceWorkflow") : t("users.detail.sourceActivity")}
                  </Badge>
                  <span className="font-mono text-xs">{h.action}</span>
                </TableCell>
                <TableCell className="text-xs">
                  <Subject entity={h.entity} id={h.entityId} />
                </TableCell>
                <TableCell className="max-w-[28rem] text-xs text-muted-foreground">{describe(h.detail)}</TableCell>
                <TableCell className="font-mono text-xs">{h.ip ?? "—"}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager page={data.history.page} perpage={data.history.perpage} total={data.history.total} noun={t("users.detail.entriesNoun")} param="hpage" />
    </Card>
  );
}

const DOCUMENT_PAGES: Record<string, string> = {
  invoice: "/invoices",
  billing: "/billings",
  purchase_order: "/purchase-orders",
  "purchase-order": "/purchase-orders",
  product: "/products",
  recurring: "/recurring",
  user: "/admin/users",
};

/** What an entry was about, linked to its page where the portal has one. */
function Subject({ entity, id }: { entity: string | null; id: string | null }) {
  if (!entity) return <span className="text-muted-foreground">—</span>;
  const base = DOCUMENT_PAGES[entity];
  const label = entity.replace(/[_-]/g, " ");
  if (!id) return <span>{label}</span>;
  return base ? (
    <Link to={`${base}/${encodeURIComponent(id)}`} className="hover:text-primary hover:underline">
      {label} <span className="font-mono text-[11px] text-muted-foreground">{id.length > 12 ? `${id.slice(0, 8)}…` : id}</span>
    </Link>
  ) : (
    <span>
      {label} <span className="font-mono text-[11px] text-muted-foreground">{id.length > 12 ? `${id.slice(0, 8)}…` : id}</span>
    </span>
  );
}

/** The detail of an activity entry as short "key: value" text. */
function describe(detail: Record<string, unknown> | null): string {
  if (!detail) return "—";
  const parts = Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : typeof v === "object" ? JSON.stringify(v) : String(v)}`);
  return parts.length ? parts.join(" · ") : "—";
}
