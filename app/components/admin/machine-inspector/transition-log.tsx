import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { cn } from "~/lib/utils";
import type { MachineData } from "./machine-data";

/** The ways a transition is made (machines/types.ts Actor["via"]); another value shows as stored. */
const VIA = { screen: true, api: true, system: true, inspector: true };

export function TransitionLog({ data }: { data: MachineData }) {
  const { history, step } = data;
  const { t } = useTranslation("inspector");
  if (!history.length) return null;
  return (
    <Card role="region" aria-labelledby="log-title">
      <CardHeader>
        <CardTitle id="log-title">{t("log.title")}</CardTitle>
        <CardDescription>{t("log.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto">
          <Table aria-label={t("log.title")}>
            <TableHeader>
              <TableRow>
                <TableHead>#</TableHead>
                <TableHead>{t("log.event")}</TableHead>
                <TableHead>{t("log.from")}</TableHead>
                <TableHead>{t("log.to")}</TableHead>
                <TableHead>{t("log.who")}</TableHead>
                <TableHead>{t("log.when")}</TableHead>
                <TableHead>{t("log.message")}</TableHead>
                <TableHead>{t("log.via")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {history.map((h) => (
                <TableRow key={h.id} className={cn(h.step === step && "bg-primary/5", h.step > step && "opacity-60")}>
                  <TableCell className="tabular-nums">{h.step}</TableCell>
                  <TableCell className="font-mono text-xs">{h.event}</TableCell>
                  <TableCell className="font-mono text-xs">{h.from ?? "—"}</TableCell>
                  <TableCell className="font-mono text-xs">{h.to}</TableCell>
                  <TableCell className="text-xs">{h.actorName}</TableCell>
                  <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(h.at)}</TableCell>
                  <TableCell className="max-w-48 text-xs">{h.message ?? ""}</TableCell>
                  <TableCell>
                    <Badge variant={h.via === "inspector" ? "warning" : "outline"} className="font-normal">
                      {h.via in VIA ? t(`log.viaValue.${h.via as keyof typeof VIA}`) : h.via}
                    </Badge>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
