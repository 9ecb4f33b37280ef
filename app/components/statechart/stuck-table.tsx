import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { Trans, useTranslation } from "react-i18next";
import { machineText } from "~/components/admin/machine-inspector/machine-text";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";

export type StuckRow = { machineId: string; machineTitle: string; state: string; entityId: string; label: string; since: string; ageMs: number; thresholdHours: number; why: string; href: string };
export type StuckRuleRow = { machineId: string; state: string; hours: number; why: string };

type T = TFunction<"inspector">;

/** "3 d 4 h", "2 h 5 min", "12 min" ("3 hr 4 j" in Bahasa Indonesia). */
export function formatAge(t: T, ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days) return t("stuck.daysHours", { days, hours });
  if (hours) return t("stuck.hoursMinutes", { hours, minutes: minutes % 60 });
  return t("stuck.minutes", { minutes });
}

export const formatHours = (t: T, hours: number) => (hours % 24 === 0 ? t("stuck.days", { days: hours / 24 }) : t("stuck.hours", { hours }));

export function StuckTable({ rows, showMachine }: { rows: StuckRow[]; showMachine?: boolean }) {
  const { t } = useTranslation("inspector");
  if (!rows.length) return <p className="text-sm text-muted-foreground">{t("stuck.none")}</p>;
  return (
    <Table aria-label={t("stuck.label")}>
      <TableHeader>
        <TableRow>
          {showMachine ? <TableHead>{t("stuck.machine")}</TableHead> : null}
          <TableHead>{t("stuck.instance")}</TableHead>
          <TableHead>{t("stuck.state")}</TableHead>
          <TableHead>{t("stuck.since")}</TableHead>
          <TableHead className="text-end">{t("stuck.age")}</TableHead>
          <TableHead>{t("stuck.threshold")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.machineId}:${r.entityId}`}>
            {showMachine ? <TableCell>{machineText(t).title(r.machineId)}</TableCell> : null}
            <TableCell>
              <Link to={r.href} className="text-primary hover:underline">
                {r.label}
              </Link>
            </TableCell>
            <TableCell className="font-mono text-xs">{r.state}</TableCell>
            <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(r.since)}</TableCell>
            <TableCell className="text-end font-semibold tabular-nums text-destructive">{formatAge(t, r.ageMs)}</TableCell>
            <TableCell className="text-xs text-muted-foreground">&gt; {formatHours(t, r.thresholdHours)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ThresholdList({ rules }: { rules: StuckRuleRow[] }) {
  const { t } = useTranslation("inspector");
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{t("stuck.thresholds")}</summary>
      <ul className="mt-2 space-y-1">
        {rules.map((r) => (
          <li key={`${r.machineId}.${r.state}`}>
            <span className="font-mono text-xs">
              {r.machineId} · {r.state}
            </span>{" "}
            <Trans
              t={t}
              i18nKey="stuck.longerThan"
              values={{ hours: formatHours(t, r.hours), why: machineText(t).why(r.machineId, r.state) }}
              components={{ strong: <span className="font-medium" />, muted: <span className="text-muted-foreground" /> }}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
