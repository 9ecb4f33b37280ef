import { useTranslation } from "react-i18next";
import { formatDateTimeId } from "~/domain/dates";
import { useServerMessage } from "~/lib/server-message";
import type { TimelineEntry } from "~/models/timeline.server";
import { StatusBadge } from "./status-badge";

/** The events' keys under documents:timeline.events (an event without one shows its name). */
const EVENT_KEYS = {
  "workflow.start": "created",
  "invoice.approve": "approved",
  "invoice.autoApprove": "autoApproved",
  "invoice.return": "returned",
  "invoice.reject": "rejected",
  "invoice.cancel": "canceled",
  "invoice.taxFailed": "taxReturned",
  "invoice.reissue": "reissued",
  "billing.issue": "issued",
  "billing.cancel": "canceled",
  "billing.discard": "discarded",
  "billing.pay": "paid",
  // Issue 21: payment reminders and their pauses (app/services/dunning.server.ts withDunningTimeline).
  "dunning.reminder": "dunningReminder",
  "dunning.escalation": "dunningEscalation",
  "dunning.paused": "dunningPaused",
  "dunning.disputed": "dunningDisputed",
  "dunning.resumed": "dunningResumed",
  // Issue 21: credit notes, replacement of an approved invoice, settlements.
  "creditNote.submit": "creditNoteSubmitted",
  "creditNote.approve": "creditNoteApproved",
  "creditNote.reject": "rejected",
  "invoice.replace": "replaced",
  "settlement.check": "settlementChecked",
  "settlement.pairCredit": "settlementPaired",
  "settlement.unpairCredit": "settlementUnpaired",
  "settlement.resolveDifference": "settlementResolved",
  "settlement.settle": "settlementSettled",
  // Issue 23: support tickets.
  "ticket.assign": "ticketAssigned",
  "ticket.start": "ticketStarted",
  "ticket.hold": "ticketHeld",
  "ticket.resume": "ticketResumed",
  "ticket.solve": "ticketSolved",
  "ticket.close": "ticketClosed",
  "ticket.reopen": "ticketReopened",
} as const;

/** Every transition of a document, oldest first: what happened, who, when, with what message. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation("documents");
  // The message is typed by a person (a reason) or stored by the system in English (a tax refusal): the latter is translated.
  const message = useServerMessage();
  return (
    <ol aria-label={t("timeline.label")} className="relative space-y-4 border-s ps-5">
      {entries.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className="absolute -start-[1.6rem] top-1 size-2.5 rounded-full border-2 border-background bg-primary" />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{e.event in EVENT_KEYS ? t(`timeline.events.${EVENT_KEYS[e.event as keyof typeof EVENT_KEYS]}`) : e.event}</span>
            {/* A reminder or a pause changes no state: no badge. */}
            {e.to ? <StatusBadge value={e.to} /> : null}
          </div>
          <p className="text-xs text-muted-foreground">
            {e.by} · {formatDateTimeId(e.at)}
            {e.via !== "screen" ? ` · ${t("timeline.via", { via: e.via })}` : ""}
          </p>
          {e.message ? <p className="mt-1 rounded bg-muted px-2 py-1 text-sm">{message(e.message)}</p> : null}
        </li>
      ))}
    </ol>
  );
}
