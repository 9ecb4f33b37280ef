import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/native-select";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import type { AuditValue, FieldChange } from "~/domain/field-diff";
import { formatRupiah } from "~/domain/money";
import { type HistoryItem, RecordStatus } from "./list-parts";

type Doc = { id: string; url: string; name: string; type: string };
type Activity = { id: number | string; action: string; by: string | null; at: string; changes?: FieldChange[] };

/** The record's files, and (with the right) a no-JS multipart form to attach one; `empty` says what the missing signed document holds up. */
export function DocumentsPanel({ documents, mayAttach, errors, typed, busy, empty }: { documents: Doc[]; mayAttach: boolean; errors?: Record<string, string[]>; typed: boolean; busy: boolean; empty: string }) {
  const { t } = useTranslation("contracts");
  return (
    <SectionCard title={t("detail.documents")} contentClassName="space-y-3">
      {documents.length ? (
        <ul className="text-sm" data-testid="record-documents">
          {documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} className="text-primary hover:underline">
                {d.name}
              </a>
              <span className="text-muted-foreground">{` · ${d.type}`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
      {mayAttach ? (
        <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="upload" />
          {typed ? (
            <FormField label={t("detail.attachmentType")} name="attachmentType">
              <NativeSelect defaultValue="pks">
                <option value="kontrak">{t("kind.kontrak")}</option>
                <option value="pks">{t("kind.pks")}</option>
                <option value="other">{t("detail.typeOther")}</option>
              </NativeSelect>
            </FormField>
          ) : null}
          <FormField label={t("detail.file")} name="file" errors={errors?.file} required inputProps={{ type: "file", accept: ".pdf,.jpg,.jpeg,.png" }} />
          <Button type="submit" variant="outline" disabled={busy}>
            {t("detail.upload")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}

/** The detail page's "Edit" link, shown while the machine takes an edit and the user may manage the record. */
export function EditLink({ to }: { to: string }) {
  const { t } = useTranslation("contracts");
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{t("edit.link")}</Link>
    </Button>
  );
}

/** The audit fields whose values are written the Indonesian way (money, dates) or named (the kind). */
const AUDIT_FIELDS = ["number", "title", "kind", "value", "startDate", "endDate", "parties", "partnership", "purchaseOrder", "product", "note", "contract", "bastDate", "delivered"] as const;

/** An edit's changed fields, each with its value before and after. */
function FieldChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation("contracts");
  const shown = (field: string, value: AuditValue) => {
    if (value === null || value === "") return t("audit.empty");
    if (field === "value" && typeof value === "number") return formatRupiah(value);
    if ((field === "startDate" || field === "endDate" || field === "bastDate") && typeof value === "string") return formatDateId(value);
    if (field === "kind") return t(`kind.${String(value)}` as "kind.pks", { defaultValue: String(value) });
    return String(value);
  };
  return (
    <dl className="mt-1 space-y-1 text-xs" data-testid="record-changes">
      {changes.map((c) => (
        <div key={c.field} className="grid grid-cols-[8rem_1fr] gap-2">
          <dt className="text-muted-foreground">{(AUDIT_FIELDS as readonly string[]).includes(c.field) ? t(`audit.field.${c.field as (typeof AUDIT_FIELDS)[number]}`) : c.field}</dt>
          <dd className="break-words">
            <span className="line-through decoration-destructive/60">{shown(c.field, c.before)}</span>
            {" → "}
            <span className="font-medium">{shown(c.field, c.after)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One button posting an intent. */
export function IntentButton({ intent, label, busy, variant = "default" }: { intent: string; label: string; busy: boolean; variant?: "default" | "outline" }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** An action that needs a reason, folded in a native <details> (works without JavaScript). */
export function ReasonForm({ intent, label, errors, busy }: { intent: string; label: string; errors?: Record<string, string[]>; busy: boolean }) {
  const { t } = useTranslation("contracts");
  return (
    <details className="rounded border px-3 py-2" open={errors ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium">{label}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value={intent} />
        <FormField label={t("detail.reason")} name="reason" id={`${intent}-reason`} errors={errors?.reason} required>
          <Textarea rows={3} maxLength={1000} />
        </FormField>
        <Button type="submit" variant="destructive" disabled={busy}>
          {label}
        </Button>
      </Form>
    </details>
  );
}

/** The machine's transitions (who, when, the reason) and the audit trail of every change. */
export function HistoryPanels({ history, activity }: { history: (HistoryItem & { event?: string })[]; activity: Activity[] }) {
  const { t } = useTranslation("contracts");
  return (
    <>
      <SectionCard title={t("detail.history")}>
        <ol className="divide-y text-sm" data-testid="record-history">
          {history.map((h) => (
            <li key={h.id} className="py-2">
              <div className="flex flex-wrap items-center gap-2">
                {/* An edit leaves the state as it was: it is named, not shown as a status again. */}
                {h.event?.endsWith(".edit") ? <span className="font-medium">{t("history.edited")}</span> : <RecordStatus value={h.to} />}
                <span>{h.by}</span>
                <span className="text-muted-foreground">{formatDateTimeId(h.at)}</span>
              </div>
              {h.message ? <div className="text-xs">{h.message}</div> : null}
            </li>
          ))}
        </ol>
      </SectionCard>
      <SectionCard title={t("detail.activity")}>
        <ol className="divide-y text-sm" data-testid="record-activity">
          {activity.map((a) => (
            <li key={a.id} className="py-1">
              <div className="flex flex-wrap justify-between gap-2">
                <span>{t(`activity.${a.action.replace(".", "_")}` as "activity.contract_create", { defaultValue: a.action })}</span>
                <span className="text-muted-foreground">{`${a.by ?? ""} · ${formatDateTimeId(a.at)}`}</span>
              </div>
              {a.changes?.length ? <FieldChanges changes={a.changes} /> : null}
            </li>
          ))}
        </ol>
      </SectionCard>
    </>
  );
}
