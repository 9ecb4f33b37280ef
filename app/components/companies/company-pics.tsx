import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { SectionCard } from "~/components/ui/section-card";
import { Textarea } from "~/components/ui/textarea";
import type { PicStateName } from "~/domain/companies";
import { PicStatusBadge } from "./company-status";

type Pic = {
  id: string;
  fullname: string;
  email: string;
  phone: string | null;
  status: PicStateName;
  hasAccount: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  rejectedBy: string | null;
  rejectedAt: string | null;
  rejectedReason: string | null;
};

/**
 * A company's PICs, each with its own approval: approve, or reject with a reason inside a disclosure (a native
 * <details>, so it opens without JavaScript); and the form to add one. Plain posts told apart by `intent`.
 */
export function CompanyPics({
  pics,
  mayEdit,
  mayDecide,
  errorsOf,
  busy,
  who,
}: {
  pics: Pic[];
  mayEdit: boolean;
  mayDecide: boolean;
  errorsOf: (intent: string, picId?: string) => Record<string, string[]> | undefined;
  busy: boolean;
  who: (by: string | null, at: string | null) => string;
}) {
  const { t } = useTranslation("companies");
  return (
    <SectionCard title={t("detail.pics")} contentClassName="space-y-4">
      {pics.length ? (
        <ul className="divide-y text-sm" data-testid="company-pics">
          {pics.map((p) => (
            <li key={p.id} className="space-y-2 py-2">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{p.fullname}</span>
                <span className="text-muted-foreground">{p.email}</span>
                {p.phone ? <span className="text-muted-foreground">{p.phone}</span> : null}
                <PicStatusBadge status={p.status} />
                <span className="text-xs text-muted-foreground">{p.hasAccount ? t("detail.account") : t("detail.noAccount")}</span>
              </div>
              {p.status === "approved" ? <p className="text-xs text-muted-foreground">{who(p.approvedBy, p.approvedAt)}</p> : null}
              {p.status === "rejected" ? <p className="text-xs">{`${who(p.rejectedBy, p.rejectedAt)} · ${p.rejectedReason ?? ""}`}</p> : null}
              {mayDecide && p.status === "waiting" ? (
                <div className="flex flex-wrap items-start gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="approvePic" />
                    <input type="hidden" name="picId" value={p.id} />
                    <Button type="submit" size="sm" disabled={busy} aria-label={`${t("detail.approvePic")}: ${p.fullname}`}>
                      {t("detail.approvePic")}
                    </Button>
                  </Form>
                  <details className="rounded border px-2 py-1" open={errorsOf("rejectPic", p.id) ? true : undefined}>
                    <summary className="cursor-pointer text-sm">{`${t("detail.rejectPic")}: ${p.fullname}`}</summary>
                    <Form method="post" className="mt-2 space-y-2">
                      <input type="hidden" name="intent" value="rejectPic" />
                      <input type="hidden" name="picId" value={p.id} />
                      <FormField label={t("detail.picReason")} name="reason" id={`pic-reason-${p.id}`} errors={errorsOf("rejectPic", p.id)?.reason} required>
                        <Textarea rows={2} maxLength={500} />
                      </FormField>
                      <Button type="submit" size="sm" variant="destructive" disabled={busy}>
                        {t("detail.rejectPic")}
                      </Button>
                    </Form>
                  </details>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("detail.noPics")}</p>
      )}
      {mayEdit ? (
        <details className="rounded border px-3 py-2" open={errorsOf("addPic") ? true : undefined}>
          <summary className="cursor-pointer text-sm font-medium">{t("detail.addPic")}</summary>
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-3">
            <input type="hidden" name="intent" value="addPic" />
            <FormField label={t("form.picFullname")} name="picFullname" id="pic-fullname" errors={errorsOf("addPic")?.picFullname} required>
              <Input maxLength={120} />
            </FormField>
            <FormField label={t("form.picEmail")} name="picEmail" id="pic-email" errors={errorsOf("addPic")?.picEmail} required>
              <Input type="email" maxLength={160} />
            </FormField>
            <FormField label={t("form.picPhone")} name="picPhone" id="pic-phone" errors={errorsOf("addPic")?.picPhone}>
              <Input type="tel" maxLength={20} />
            </FormField>
            <div className="md:col-span-3">
              <Button type="submit" size="sm" disabled={busy}>
                {t("detail.addPicSubmit")}
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </SectionCard>
  );
}
