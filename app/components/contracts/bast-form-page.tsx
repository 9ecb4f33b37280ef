import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/ui/form-field";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import type { bastFormLoader } from "~/services/contract-form-screens.server";
import { PickerField } from "./picker-field";
import { RecordFormFrame, useRecordFormValues } from "./record-form-frame";

/** /bast/new and /bast/{id}/edit: one form; the PO and the contract are picked from what the user may read. */
export function BastFormPage() {
  const { mode, record, values, search, pickers } = useLoaderData<typeof bastFormLoader>();
  const { t } = useTranslation("contracts");
  const { v, err } = useRecordFormValues(values);
  const title = record ? t("edit.bastTitle", { number: record.number }) : t("bast.new");
  return (
    <RecordFormFrame title={title} list={{ label: t("bast.title"), to: "/bast" }} newLabel={t("bast.new")} record={record}>
      <SectionCard title={t("bast.against")} contentClassName="grid gap-4 md:grid-cols-2">
        <PickerField
          name="poId" label={t("bast.po")} list={pickers.purchaseOrders} value={v("poId")} errors={err("poId")}
          search={{ name: "poQ", value: search.poQ, label: t("picker.poSearch"), placeholder: t("picker.poSearchPlaceholder"), button: t("picker.poSearchButton") }}
        />
        <PickerField
          name="contractId" label={t("bast.contract")} list={pickers.contracts} value={v("contractId")} errors={err("contractId")} description={t("picker.contractHint")}
          search={{ name: "contractQ", value: search.contractQ, label: t("picker.contractSearch"), placeholder: t("picker.contractSearchPlaceholder"), button: t("picker.contractSearchButton") }}
        />
      </SectionCard>
      <SectionCard title={t("bast.handover")} contentClassName="grid gap-4 md:grid-cols-2">
        <FormField label={t("bast.date")} name="bastDate" errors={err("bastDate")} required inputProps={{ type: "date", defaultValue: v("bastDate") }} />
        {mode === "new" ? <FormField label={t("form.file")} name="file" errors={err("file")} description={t("form.fileHint")} inputProps={{ type: "file", accept: ".pdf,.jpg,.jpeg,.png" }} /> : <div />}
        <FormField className="md:col-span-2" label={t("bast.delivered")} name="delivered" errors={err("delivered")} required>
          <Textarea rows={4} maxLength={2000} defaultValue={v("delivered")} />
        </FormField>
      </SectionCard>
    </RecordFormFrame>
  );
}
