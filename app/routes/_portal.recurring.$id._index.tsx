import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Pause, Pencil, Play } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AttachmentsCard } from "~/components/documents/attachments-card";
import { LinesTable } from "~/components/documents/lines-table";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/layout/page-header";
import { BillingSettingsCard } from "~/components/recurring/detail/billing-settings-card";
import { BillingsMadeCard } from "~/components/recurring/detail/billings-made-card";
import { PartiesCards } from "~/components/recurring/detail/parties-cards";
import { ProfileHistory } from "~/components/recurring/detail/profile-history";
import { ScheduleCard } from "~/components/recurring/detail/schedule-card";
import { StopProfileCard } from "~/components/recurring/detail/stop-profile-card";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SectionCard } from "~/components/ui/section-card";
import { pageMeta } from "~/lib/page-meta";
import { RecurringActionSchema } from "~/lib/schemas/recurring";
import { useServerMessage } from "~/lib/server-message";
import { getProduct } from "~/models/product.server";
import { billingConfigOf, billingsOfProfile, orderOf, profileHistory, profileVersion } from "~/models/recurring.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage } from "~/services/http.server";
import { readDocumentForm } from "~/services/document-attachments.server";
import { attachToProfile, decideRecurringProfile, profileAttachments, visibleProfile } from "~/services/recurring.server";

export const meta = pageMeta;
export const handle = { title: "recurring:title.detail" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "read:recurring");
  const profile = visibleProfile(user, params.id ?? "");
  const product = getProduct(profile.productId);
  return json({
    pageTitle: profile.recurringId,
    profile: { ...profile, order: orderOf(profile), billingConfig: billingConfigOf(profile) },
    productName: product ? `${product.productCode} · ${product.name}` : profile.productId,
    billings: billingsOfProfile(profile.id),
    attachments: profileAttachments(profile.id).map((a) => ({ id: a.id, url: a.url, oriFilename: a.oriFilename, attachmentType: a.attachmentType, filetype: a.filetype, size: a.size, createdAt: a.createdAt })),
    history: profileHistory(profile.id),
    version: profileVersion(profile.id),
    canManage: hasPermission(user, "manage:recurring"),
  });
}

const DONE: Record<string, string> = { activate: "Profile activated", pause: "Profile paused", resume: "Profile resumed", stop: "Profile stopped" };

const ATTACHMENT_TYPES = ["kontrak", "po", "pks", "other"] as const;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const id = params.id ?? "";
  const formData = await readDocumentForm(request);
  if (formData.get("intent") === "upload") {
    const result = await attachToProfile(user, id, formData);
    if (!result.ok) return json({ error: result.error, field: "upload" }, { status: 400 });
    return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: `${result.name} attached` }) });
  }
  const parsed = RecurringActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const stop = parsed.error.issues.find((i) => i.path[0] === "message");
    if (stop) return json({ error: stop.message, field: "message" }, { status: 400 });
    throw httpError(400, "That request is not valid.");
  }
  const input = parsed.data;
  try {
    decideRecurringProfile(user, id, input.intent === "stop" ? { intent: "stop", message: input.message } : { intent: input.intent }, { version: input.version });
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status === 404 || error.status >= 500) throw error;
    return json({ error: message, field: null }, { status: error.status });
  }
  return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: DONE[input.intent] }) });
}

export default function RecurringProfilePage() {
  const { profile, productName, billings, attachments, history, version, canManage } = useLoaderData<typeof loader>();
  const { t } = useTranslation("recurring");
  const { t: tc } = useTranslation("common");
  const message = useServerMessage();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const order = profile.order;
  const decide = (intent: string, label: string, icon: React.ReactNode, variant: "default" | "outline" = "outline") => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {version !== null ? <input type="hidden" name="version" value={version} /> : null}
      <Button type="submit" variant={variant} disabled={busy}>
        {icon} {label}
      </Button>
    </Form>
  );
  const open = profile.status !== "Finished" && profile.status !== "Stopped";
  return (
    <div className="space-y-4">
      <PageHeader
        title={profile.name}
        description={profile.recurringId}
        crumbs={[{ label: t("title.list"), to: "/recurring" }, { label: profile.recurringId }]}
        actions={
          canManage && open ? (
            <>
              {profile.status === "Idle" ? decide("activate", t("detail.activate"), <Play aria-hidden="true" />, "default") : null}
              {profile.status === "Active" ? decide("pause", t("detail.pause"), <Pause aria-hidden="true" />) : null}
              {profile.status === "Paused" ? decide("resume", t("detail.resume"), <Play aria-hidden="true" />, "default") : null}
              <Button asChild variant="outline">
                <Link to={`/recurring/${profile.id}/edit`}>
                  <Pencil aria-hidden="true" /> {tc("edit")}
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {actionData?.error && actionData.field === null ? (
        <Alert variant="destructive">
          <AlertDescription>{message(actionData.error)}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-3">
        <ScheduleCard profile={profile} productName={productName} />
        <BillingSettingsCard profile={profile} />
      </div>
      <PartiesCards order={order} />
      <SectionCard title={t("detail.linesOfEachBilling")}>
        <LinesTable lines={order.details} total={order.grandTotal} label={t("detail.linesOfEachBilling")} />
      </SectionCard>
      <BillingsMadeCard billings={billings} nextBillingDate={profile.nextBillingDate} />
      <AttachmentsCard items={attachments} types={ATTACHMENT_TYPES} canUpload={canManage && open} error={actionData?.field === "upload" ? message(actionData.error) : null} />

      <div className="grid gap-4 xl:grid-cols-2">
        <ProfileHistory history={history} />
        {canManage && open ? <StopProfileCard version={version} /> : null}
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
