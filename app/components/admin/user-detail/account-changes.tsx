import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTimeId } from "~/domain/dates";
import type { UserData } from "./user-data";

/** Who changed this account and how, newest first (nothing when no one has). */
export function AccountChanges({ data }: { data: UserData }) {
  const { t } = useTranslation("admin");
  if (!data.changes.length) return null;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>{t("users.detail.changes")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {data.changes.map((c) => (
            <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 py-1.5">
              <span>
                <span className="font-mono text-xs">{c.action}</span> <span className="text-muted-foreground">{t("users.detail.changedBy", { name: c.by ?? c.byEmail ?? t("users.detail.theSystem") })}</span>
              </span>
              <span className="text-xs text-muted-foreground">{formatDateTimeId(c.at)} WIB</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
