import { Form, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";

/** The steps simulated so far, from the starting state, with undo and reset. */
export function SimulatedSteps({ data }: { data: MachineData }) {
  const { sim, q, machine } = data;
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation("inspector");
  const action = pageUrl(machine.id, q);
  if (!sim.steps.length) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">{t("steps.title")}</h3>
      <ol className="space-y-1 text-sm" aria-label={t("steps.title")}>
        <li className="text-xs text-muted-foreground">
          <Trans t={t} i18nKey="steps.start" values={{ state: sim.baseState }} components={{ mono: <span className="font-mono" /> }} />
        </li>
        {sim.steps.map((s, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-x-2">
            <span className="tabular-nums">{i + 1}.</span>
            <span className="font-mono">{s.event}</span>
            <span className="text-xs text-muted-foreground">{t("steps.as", { name: s.actorName })}</span>
            {s.accepted ? (
              <span className="font-mono text-xs">
                {s.from} → {s.to}
              </span>
            ) : (
              <Badge variant="warning" className="font-normal">
                {s.blockedBy.length ? t("steps.refusedBy", { guards: s.blockedBy.join(", ") }) : t("steps.refused")}
              </Badge>
            )}
          </li>
        ))}
      </ol>
      {sim.effects.length ? <p className="text-xs text-muted-foreground">{t("steps.effects", { effects: sim.effects.join(", ") })}</p> : null}
      <Form method="post" action={action} className="flex gap-2" preventScrollReset>
        {(["entity", "state", "step", "sim", "as", "msg", "extra"] as const).map((k) => (
          <input key={k} type="hidden" name={k} value={q[k]} />
        ))}
        <Button type="submit" size="sm" variant="outline" name="intent" value="undo" disabled={busy}>
          {t("steps.undo")}
        </Button>
        <Button type="submit" size="sm" variant="ghost" name="intent" value="reset" disabled={busy}>
          {t("steps.reset")}
        </Button>
      </Form>
    </div>
  );
}
