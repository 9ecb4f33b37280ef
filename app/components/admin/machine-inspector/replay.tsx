import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { loader } from "~/routes/_portal.admin.machines.$id";
import type { MachineData } from "./machine-data";
import { pageUrl, type Params } from "./page-url";

function useHref() {
  const { machine, q } = useLoaderData<typeof loader>();
  return (changes: Params) => pageUrl(machine.id, { ...q, ...changes });
}

export function Replay({ data }: { data: MachineData }) {
  const { history, step } = data;
  const href = useHref();
  const { t } = useTranslation("inspector");
  if (!history.length) return null;
  return (
    <Card role="region" aria-labelledby="replay-title">
      <CardHeader>
        <CardTitle id="replay-title">{t("replay.title")}</CardTitle>
        <CardDescription>{t("replay.description", { step, total: history.length })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <nav aria-label={t("replay.steps")} className="space-y-2">
          <div className="flex gap-2">
            <Button asChild size="sm" variant="outline" className={cn(step <= 1 && "pointer-events-none opacity-50")}>
              <Link to={href({ step: String(Math.max(1, step - 1)), sim: undefined })} preventScrollReset aria-disabled={step <= 1}>
                {t("replay.previous")}
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline" className={cn(step >= history.length && "pointer-events-none opacity-50")}>
              <Link to={href({ step: String(Math.min(history.length, step + 1)), sim: undefined })} preventScrollReset aria-disabled={step >= history.length}>
                {t("replay.next")}
              </Link>
            </Button>
          </div>
          <ol className="space-y-1 text-sm">
            {history.map((h) => (
              <li key={h.id}>
                <Link
                  to={href({ step: String(h.step), sim: undefined })}
                  preventScrollReset
                  aria-current={h.step === step ? "step" : undefined}
                  className={cn("flex flex-wrap items-baseline gap-x-2 rounded px-2 py-1 hover:bg-accent", h.step === step && "bg-primary/10 font-medium", h.step > step && "text-muted-foreground")}
                >
                  <span className="tabular-nums">{h.step}.</span>
                  <span className="font-mono">{h.event}</span>
                  <span className="font-mono text-xs">
                    {h.from ?? "·"} → {h.to}
                  </span>
                  <span className="text-xs text-muted-foreground">{h.actorName}</span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      </CardContent>
    </Card>
  );
}
