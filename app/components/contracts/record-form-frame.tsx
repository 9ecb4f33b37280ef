import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import type { ContractFormResult } from "~/services/contract-screens.server";
import { DefaultSubmit } from "./picker-field";

type Crumb = { label: string; to: string };

/**
 * What the contract's and the BAST's new and edit pages share: the header (its crumbs lead back to the list and, when
 * editing, to the record), the action's message, the multipart form (a real post; Enter saves rather than searching a
 * picker) and its save button.
 */
export function RecordFormFrame({ title, list, newLabel, record, children }: { title: string; list: Crumb; newLabel: string; record: { id: string; number: string } | null; children: ReactNode }) {
  const result = useActionData<ContractFormResult>();
  const { t } = useTranslation("contracts");
  const busy = useNavigation().state === "submitting";
  const crumbs = record ? [list, { label: record.number, to: `${list.to}/${record.id}` }, { label: t("edit.crumb") }] : [list, { label: newLabel }];
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <ActionAlert message={result?.message} />
      <Form method="post" encType="multipart/form-data" className="space-y-4">
        <DefaultSubmit />
        {children}
        <Button type="submit" disabled={busy}>
          {record ? t("edit.save") : t("form.save")}
        </Button>
      </Form>
    </>
  );
}

/** The form's fields as typed (the refused post's values) or as loaded, and their errors. */
export function useRecordFormValues(values: Record<string, unknown>) {
  const result = useActionData<ContractFormResult>();
  const shown = result?.values ?? values;
  return {
    shown,
    v: (name: string, fallback = "") => (typeof shown[name] === "string" ? (shown[name] as string) : fallback),
    err: (name: string) => result?.fieldErrors[name],
  };
}
