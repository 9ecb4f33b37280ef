import { useTranslation } from "react-i18next";
import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import type { ProfileData } from "./profile-data";

/** The history's events and their `recurring:detail.events` keys. */
const EVENT_KEY = {
  "workflow.start": "start",
  "recurring.activate": "activate",
  "recurring.pause": "pause",
  "recurring.resume": "resume",
  "recurring.stop": "stop",
  "recurring.billed": "billed",
} as const;
const eventKey = (event: string) => (event in EVENT_KEY ? EVENT_KEY[event as keyof typeof EVENT_KEY] : null);

/** Every change of the profile, oldest first. */
export function ProfileHistory({ history }: { history: ProfileData["history"] }) {
  const { t } = useTranslation("recurring");
  const eventLabel = (event: string) => {
    const key = eventKey(event);
    return key ? t(`detail.events.${key}`) : event;
  };
  return (
    <SectionCard title={t("detail.history")}>
      <ol className="space-y-2 text-sm">
        {history.map((h) => (
          <li key={h.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{eventLabel(h.event)}</span>
            <span className="text-muted-foreground">
              {t("detail.byAt", { by: h.by, at: formatDateTimeId(new Date(h.at)) })}
            </span>
            {h.message ? <span className="w-full text-muted-foreground">“{h.message}”</span> : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
