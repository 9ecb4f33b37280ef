import { Link } from "@remix-run/react";
import { Detail } from "~/components/admin/list-parts";
import { badgeVariants } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatNumberId } from "~/domain/money";
import { CreateForm } from "./create-form";
import { DeleteForm } from "./delete-form";
import { MoveForm } from "./move-form";
import { KIND_LABEL } from "./node-schemas";
import type { OrgData } from "./org-data";
import { RenameForm } from "./rename-form";

export function NodePanel({ data }: { data: OrgData }) {
  const s = data.selected!;
  const d = s.dependents;
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="pb-2">
          <p className="text-xs text-muted-foreground">{s.path.map((p) => p.name).join(" › ")}</p>
          <CardTitle asChild>
            <h2 className="flex flex-wrap items-center gap-2">
              {s.name} <span className={badgeVariants({ variant: "secondary" })}>{KIND_LABEL[s.kind]} · level {s.level}</span>
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <dl>
            <Detail label="Code">
              <span className="font-mono">{s.code}</span>
            </Detail>
            <Detail label="Loker">{s.loker ?? "—"}</Detail>
            <Detail label="Child nodes">{formatNumberId(d.children)}</Detail>
            <Detail label="People mapped">
              {formatNumberId(d.users)}
              {s.usersFilter && d.users ? (
                <Link to={`/admin/users?${s.usersFilter}`} className="ms-2 text-primary hover:underline">
                  see them
                </Link>
              ) : null}
            </Detail>
            <Detail label="Products">{formatNumberId(d.products)}</Detail>
            <Detail label="Documents">{formatNumberId(d.documents)}</Detail>
          </dl>
          {s.users.length ? (
            <div>
              <p className="mb-1 text-xs font-medium text-muted-foreground">Mapped here</p>
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
