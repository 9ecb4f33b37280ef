import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Pager } from "~/components/admin/list-parts";
import { PageHeader } from "~/components/layout/page-header";
import { FilterButtons } from "~/components/lists/list-controls";
import { PointBalance } from "~/components/rewards/point-balance";
import { ActionAlert } from "~/components/ui/action-alert";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { LabelledSelect } from "~/components/ui/labelled-select";
import { SectionCard } from "~/components/ui/section-card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId, formatRupiah } from "~/domain/money";
import { pointKindKey, READ_REWARD, REWARD_PAGE_SIZE } from "~/domain/rewards";
import { pageMeta } from "~/lib/page-meta";
import { ConvertPointsSchema } from "~/lib/schemas/rewards";
import { groupRule, pointBreakdown } from "~/models/reward.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { formValues, type RewardActionData, refusalReply, refusedForm } from "~/services/rewards/form-reply.server";
import { convertPoints, historyFor, maySeeEveryonesPoints, parseHistoryParams } from "~/services/rewards/rewards.server";
import { actorOf } from "~/services/workflows.server";

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_REWARD);
  const url = new URL(request.url);
  const filters = parseHistoryParams(url, user);
  const { rows, total } = historyFor(user, filters);
  const t = await requestTranslator(request, context, "rewards");
  return json({
    pageTitle: t("title.history"), rows, total, filters, search: url.search, mayChooseWho: maySeeEveryonesPoints(user), balance: pointBreakdown(user.id), conversionRupiah: groupRule().conversionRupiah,
  });
}

/** Point conversion: points to rupiah at the group's rate (rewards.server.ts convertPoints says what it produces). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, READ_REWARD);
  const values = formValues(await readForm(request));
  const parsed = ConvertPointsSchema.safeParse(values);
  if (!parsed.success) return refusedForm("convert", values, 400, parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const t = await requestTranslator(request, context, "rewards");
  try {
    const row = convertPoints(parsed.data.points, actorOf(user));
    return redirect("/rewards/history", { headers: await withToast(request, { kind: "success", title: t("toast.converted", { points: formatNumberId(-row.points), rupiah: formatRupiah(row.rupiah ?? 0) }) }) });
  } catch (error) {
    return refusalReply(error, "convert", values);
  }
}

export default function RewardHistoryPage() {
  const { rows, total, filters, search, mayChooseWho, balance, conversionRupiah } = useLoaderData<typeof loader>();
  const everyone = filters.who === "all";
  const actionData = useActionData<typeof action>() as RewardActionData | undefined;
  const { t } = useTranslation("rewards");
  return (
    <>
      <PageHeader
        title={t("title.history")}
        crumbs={[{ label: t("title.catalog"), to: "/rewards" }, { label: t("title.history") }]}
        actions={
          <Button asChild variant="outline" size="sm">
            <a href={`/rewards/history/export${search}`}>{t("export")}</a>
          </Button>
        }
      />
      <ActionAlert message={actionData?.message} />
      <div className="space-y-4">
        <SectionCard title={t("balance.title")}>
          <PointBalance balance={balance} />
        </SectionCard>
        {conversionRupiah > 0 ? (
          <SectionCard title={t("convert.title")}>
            <Form method="post" className="flex flex-wrap items-start gap-3" aria-label={t("convert.title")} noValidate>
              <FormField label={t("convert.points")} name="points" id="convert-points" errors={actionData?.fieldErrors.points} description={t("convert.rate", { rupiah: formatRupiah(conversionRupiah) })} required>
                <Input inputMode="numeric" defaultValue={actionData?.values.points} autoComplete="off" className="w-40" />
              </FormField>
              {/* Beside the input, not the hint under it: the label's height above the button. */}
              <Button type="submit" variant="outline" className="mt-7">
                {t("convert.submit")}
              </Button>
            </Form>
          </SectionCard>
        ) : null}
        {mayChooseWho ? (
          <SectionCard title={t("filters.apply")}>
            <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("filters.apply")}>
              <LabelledSelect
                id="history-who" name="who" label={t("history.who")} value={filters.who} allLabel={null} options={[{ value: "mine", label: t("history.mine") }, { value: "all", label: t("history.everyone") }]}
                className="space-y-1" labelClassName="" selectClassName=""
              />
              <FilterButtons reset="/rewards/history" applyLabel={t("filters.apply")} resetLabel={t("filters.reset")} />
            </Form>
          </SectionCard>
        ) : null}
        <SectionCard title={t("history.title")} contentClassName="p-0">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("history.at")}</TableHead>
                {everyone ? <TableHead>{t("history.person")}</TableHead> : null}
                <TableHead>{t("history.kind")}</TableHead>
                <TableHead>{t("history.reference")}</TableHead>
                <TableHead className="text-end">{t("history.points")}</TableHead>
                <TableHead className="text-end">{t("history.rupiah")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.length ? (
                rows.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell className="whitespace-nowrap">{formatDateTimeId(m.at)}</TableCell>
                    {everyone ? <TableCell>{m.userName}</TableCell> : null}
                    <TableCell>{t(pointKindKey(m.kind))}</TableCell>
                    <TableCell>
                      {m.sourceType === "redemption" ? <Link to={`/rewards/redemptions/${m.sourceId}`} className="text-primary hover:underline">{m.note}</Link> : m.note}
                    </TableCell>
                    <TableCell className="text-end tabular-nums">{m.points > 0 ? `+${formatNumberId(m.points)}` : formatNumberId(m.points)}</TableCell>
                    <TableCell className="text-end tabular-nums">{m.rupiah === null ? "" : formatRupiah(m.rupiah)}</TableCell>
                  </TableRow>
                ))
              ) : (
                <TableRow>
                  <TableCell colSpan={everyone ? 6 : 5} className="text-center text-muted-foreground">
                    {t("history.empty")}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <Pager page={filters.page} perpage={REWARD_PAGE_SIZE} total={total} noun={t("history.noun")} />
        </SectionCard>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
