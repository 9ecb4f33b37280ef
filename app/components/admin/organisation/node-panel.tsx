import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Detail } from "~/components/admin/list-parts";
import { badgeVariants } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumberId } from "~/domain/money";
import { CreateForm } from "./create-form";
import { DeleteForm } from "./delete-form";
import { MoveForm } from "./move-form";
import { asKind } from "./node-schemas";
import type { OrgData } from "./org-data";
import { RenameForm } from "./rename-form";

export function NodePanel({ data }: { data: OrgData }) {
  const { t } = useTranslation("admin");
  const s = data.selected!;
  const d = s.dependents;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-2">
          <p className="text-xs text-muted-foreground">{s.path.map((p) => p.name).join(" › ")}</p>
          <CardTitle asChild>
            <h2 className="flex flex-wrap items-center gap-2">
              {s.name} <span className={badgeVariants({ variant: "secondary" })}>{t("organisation.kindLevel", { kind: t(`organisation.kind.${asKind(s.kind)}`), level: s.level })}</span>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <dl>
            <Detail label={t("organisation.code")}>
              <span className="font-mono">{s.code}</span>
            </Detail>
            <Detail label={t("organisation.loker")}>{s.loker ?? "—"}</Detail>
            <Detail label={t("organisation.childNodes")}>{formatNumberId(d.children)}</Detail>
            <Detail label={t("organisation.peopleMapped")}>
              {formatNumberId(d.users)}
              {s.usersFilter && d.users ? (
                <Link to={`/admin/users?${s.usersFilter}`} className="ms-2 text-primary hover:underline">
                  {t("organisation.seeThem")}
                </Link>
              ) : null}
            </Detail>
            <Detail label={t("organisation.products")}>{formatNumberId(d.products)}</Detail>
            <Detail label={t("organisation.documents")}>{formatNumberId(d.documents)}</Detail>
          </dl>
          {s.users.length ? (
            <div>
              <p className="mb-1 text-xs font-medium text-muted-foreground">{t("organisation.mappedHere")}</p>
              <ul className="space-y-0.5 text-sm">
                {s.users.map((u) => (
                  <li key={u._id}>
                    <Link to={`/admin/users/${u._id}`} className="text-primary hover:underline">
                      {u.fullname ?? u.email}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {data.canEdit ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <RenameForm data={data} />
          {s.parentId ? <MoveForm data={data} /> : null}
          {s.childKind ? <CreateForm data={data} /> : null}
          <DeleteForm data={data} />
        </div>
      ) : null}
    </div>
  );
}
