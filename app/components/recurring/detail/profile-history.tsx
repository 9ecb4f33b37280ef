import { SectionCard } from "~/components/ui/section-card";
import { formatDateTimeId } from "~/domain/dates";
import type { ProfileData } from "./profile-data";

const EVENT_LABEL: Record<string, string> = {
  "workflow.start": "Created",
  "recurring.activate": "Activated",
  "recurring.pause": "Paused",
  "recurring.resume": "Resumed",
  "recurring.stop": "Stopped",
  "recurring.billed": "Billed",
};

/** Every change of the profile, oldest first. */
export function ProfileHistory({ history }: { history: ProfileData["history"] }) {
  return (
    <SectionCard title="History">
      <ol className="space-y-2 text-sm">
        {history.map((h) => (
          <li key={h.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{EVENT_LABEL[h.event] ?? h.event}</span>
            <span className="text-muted-foreground">
              by {h.by}, {formatDateTimeId(new Date(h.at))}
            </span>
            {h.message ? <span className="w-full text-muted-foreground">“{h.message}”</span> : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
