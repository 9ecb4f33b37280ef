import { Form, useNavigation } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { useServerMessage } from "~/lib/server-message";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { MachineData } from "./machine-data";
import { pageUrl } from "./page-url";
import { VerdictBadge } from "./verdict-badge";

/** The events the simulated state handles, each with what the machine would do and a button to simulate it. */
export function SimulatedEvents({ data }: { data: MachineData }) {
  const { verdicts, actorId, q, payloadError, machine } = data;
  const busy = useNavigation().state !== "idle";
  const { t } = useTranslation("inspector");
  const message = useServerMessage();
  const action = pageUrl(machine.id, q);
  const live = verdicts.filter((v) => v.kind !== "notAccepted");
  const others = verdicts.filter((v) => v.kind === "notAccepted");
  return (
    <Form method="post" action={action} preventScrollReset>
      {(["entity", "state", "step", "sim", "as", "msg", "extra"] as const).map((k) => (
        <input key={k} type="hidden" name={k} value={k === "as" ? actorId : q[k]} />
      ))}
      <Table aria-label={t("events.label")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("events.event")}</TableHead>
            <TableHead>{t("events.now")}</TableHead>
            <TableHead className="sr-only">{t("events.send")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {live.map((v) => (
            <TableRow key={v.event} data-event={v.event}>
              <TableCell className="font-mono text-xs">{v.event}</TableCell>
              <TableCell>
                <VerdictBadge v={v} />
                {v.guards.some((g) => g.reason) ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {v.guards
                      .map((g) => g.reason)
                      .filter((reason): reason is string => Boolean(reason))
                      .map(message)
                      .join("; ")}
                  </p>
                ) : null}
              </TableCell>
              <TableCell className="text-end">
                <Button
                  type="submit"
                  size="sm"
                  variant={v.kind === "accepted" ? "default" : "outline"}
                  name="intent"
                  value={`simulate:${v.event}`}
                  disabled={busy || Boolean(payloadError)}
                  aria-label={t("events.simulateEvent", { event: v.event })}
                >
                  {t("events.simulate")}
                </Button>
              </TableCell>
            </TableRow>
          ))}
          {!live.length ? (
            <TableRow>
              <TableCell colSpan={3} className="text-sm text-muted-foreground">
                {t("events.none")}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      {others.length ? (
        <p className="mt-2 text-xs text-muted-foreground">
          <Trans t={t} i18nKey="events.notHandled" values={{ events: others.map((v) => v.event).join(", ") }} components={{ mono: <span className="font-mono" /> }} />
        </p>
      ) : null}
    </Form>
  );
}
