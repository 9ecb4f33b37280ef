import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ReasonForm } from "~/components/documents/reason-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatDateTimeId } from "~/domain/dates";

export type TicketActionName = "assign" | "start" | "hold" | "resume" | "solve" | "close" | "reopen";
type Comment = {
  id: string;
  authorName: string;
  body: string;
  visibility: string;
  fromCustomer: boolean;
  createdAt: string;
};

function SimpleAction({ intent, label, version }: { intent: string; label: string; version: number | null }) {
  const busy = useNavigation().formData?.get("intent") === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <Button type="submit" size="sm" disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** The ticket's lifecycle buttons for its state; each is a plain form that works without JavaScript. */
export function TicketActions({
  may,
  actions,
  version,
  assignees,
  assigneeId,
  errorsOf,
}: {
  may: boolean;
  actions: readonly TicketActionName[];
  version: number | null;
  assignees: { id: string; name: string }[];
  assigneeId: string | null;
  errorsOf: (intent: string, field: string) => string[] | undefined;
}) {
  const { t } = useTranslation("tickets");
  return (
    <SectionCard title={t("detail.actions")} contentClassName="space-y-4">
      {!may ? (
        <p className="text-sm text-muted-foreground">{t("detail.readOnly")}</p>
      ) : actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("detail.noActions")}</p>
      ) : null}
      {actions.includes("assign") ? (
        <Form method="post" className="space-y-2">
          <input type="hidden" name="intent" value="assign" />
          {version !== null ? <input type="hidden" name="version" value={version} /> : null}
          <FormField label={t("detail.assignTo")} name="assigneeId" id="ticket-assignee" errors={errorsOf("assign", "assigneeId")} required>
            <NativeSelect defaultValue={assigneeId ?? ""}>
              <option value="">{t("fields.none")}</option>
              {assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" size="sm">
            {t("detail.assign")}
          </Button>
        </Form>
      ) : null}
      {actions.includes("start") ? <SimpleAction intent="start" label={t("detail.start")} version={version} /> : null}
      {actions.includes("resume") ? <SimpleAction intent="resume" label={t("detail.resume")} version={version} /> : null}
      {actions.includes("close") ? <SimpleAction intent="close" label={t("detail.close")} version={version} /> : null}
      {actions.includes("solve") ? <ReasonForm intent="solve" label={t("detail.solve")} reasonLabel={t("detail.resolution")} version={version} variant="default" /> : null}
      {actions.includes("hold") ? <ReasonForm intent="hold" label={t("detail.hold")} reasonLabel={t("detail.holdReason")} version={version} /> : null}
      {actions.includes("reopen") ? <ReasonForm intent="reopen" label={t("detail.reopen")} reasonLabel={t("detail.reopenReason")} version={version} /> : null}
    </SectionCard>
  );
}

/** The comments thread: staff notes (internal or for the customer) and the customer's own messages. */
export function TicketComments({ comments, may, errors }: { comments: Comment[]; may: boolean; errors: string[] | undefined }) {
  const { t } = useTranslation("tickets");
  return (
    <SectionCard title={t("detail.comments")} contentClassName="space-y-4">
      {comments.length ? (
        <ol className="space-y-3" aria-label={t("detail.comments")}>
          {comments.map((c) => (
            <li key={c.id} className="rounded-md border p-3 text-sm" data-testid="ticket-comment">
              <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{c.authorName}</span>
                <span>{formatDateTimeId(c.createdAt)}</span>
                {c.fromCustomer ? (
                  <Badge variant="info">{t("detail.customerBadge")}</Badge>
                ) : c.visibility === "internal" ? (
                  <Badge variant="outline">{t("detail.internalBadge")}</Badge>
                ) : null}
              </div>
              <p className="whitespace-pre-line">{c.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t("detail.noComments")}</p>
      )}
      {may ? (
        // Keyed by the thread's length: once a comment is added the form starts empty again.
        <Form key={comments.length} method="post" className="space-y-2">
          <input type="hidden" name="intent" value="comment" />
          <FormField label={t("detail.comment")} name="body" id="ticket-comment" errors={errors} required>
            <Textarea rows={3} maxLength={5000} />
          </FormField>
          <FormField label={t("detail.visibility")} name="visibility" id="ticket-comment-visibility">
            <NativeSelect defaultValue="internal">
              <option value="internal">{t("detail.internal")}</option>
              <option value="customer">{t("detail.customer")}</option>
            </NativeSelect>
          </FormField>
          <Button type="submit" size="sm" variant="outline">
            {t("detail.addComment")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}
