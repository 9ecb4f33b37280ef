import { Form, useNavigation } from "@remix-run/react";
import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";

export type AttachmentView = { id: string; url: string; oriFilename: string; attachmentType: string; filetype: string; size: number | null; createdAt: string };

/** The attachment types' keys under documents:attachments.types. */
const ATTACHMENT_TYPE_KEYS: Record<string, "invoice" | "taxInvoice" | "baRekon" | "bast" | "billing" | "po" | "kontrak" | "pks" | "other"> = {
  invoice: "invoice",
  tax_invoice: "taxInvoice",
  ba_rekon: "baRekon",
  bast: "bast",
  billing: "billing",
  po: "po",
  kontrak: "kontrak",
  pks: "pks",
  other: "other",
};

/** A document's attachments and, for those who may, an upload form (multipart; works without JavaScript). */
export function AttachmentsCard({ items, types, canUpload, error }: { items: AttachmentView[]; types: readonly string[]; canUpload: boolean; error?: string | null }) {
  const busy = useNavigation().formData?.get("intent") === "upload";
  const { t } = useTranslation("documents");
  const typeName = (type: string) => (type in ATTACHMENT_TYPE_KEYS ? t(`attachments.types.${ATTACHMENT_TYPE_KEYS[type]}`) : type);
  return (
    <SectionCard title={t("attachments.title")} contentClassName="space-y-3">
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{t("attachments.none")}</p> : null}
      <ul className="space-y-2" aria-label={t("attachments.title")}>
        {items.map((a) => (
          <li key={a.id} className="flex items-center gap-2 text-sm">
            <Paperclip className="size-4 text-muted-foreground" aria-hidden="true" />
            <a href={a.url} className="font-medium text-primary hover:underline" download>
              {a.oriFilename}
            </a>
            <span className="text-xs uppercase text-muted-foreground">
              {typeName(a.attachmentType)} · {a.filetype}
              {a.size ? ` · ${formatNumberId(Math.ceil(a.size / 1024))} KB` : ""} · {formatDateTimeId(a.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      {canUpload ? (
        <Form method="post" encType="multipart/form-data" className="grid items-end gap-2 border-t pt-3 sm:grid-cols-[10rem_1fr_auto]">
          <FormField label={t("attachments.type")} name="attachmentType">
            <NativeSelect defaultValue="po">
              {types.map((type) => (
                <option key={type} value={type}>
                  {typeName(type)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("attachments.file")} name="file" errors={error ? [error] : undefined} description={t("attachments.fileHint")}>
            <Input type="file" accept=".pdf,.xlsx,.xls,.jpg,.jpeg,.png" required />
          </FormField>
          <Button type="submit" name="intent" value="upload" variant="outline" disabled={busy}>
            {busy ? t("attachments.uploading") : t("attachments.upload")}
          </Button>
        </Form>
      ) : null}
    </SectionCard>
  );
}
