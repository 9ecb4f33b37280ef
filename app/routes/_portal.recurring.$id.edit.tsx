import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { RecurringProfileForm } from "~/components/recurring-profile-form";
import { RecurringProfileSchema } from "~/lib/schemas/recurring";
import { productsInScope } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { httpError, responseMessage, readForm } from "~/services/http.server";
import { profileFormValues, updateRecurringProfile, visibleProfile } from "~/services/recurring.server";

export const meta = pageMeta;
export const handle = { title: "recurring:title.edit" };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const profile = visibleProfile(user, params.id ?? "");
  if (profile.status === "Finished" || profile.status === "Stopped") throw httpError(409, profile.status === "Finished" ? `Recurring profile ${profile.recurringId} is finished and can no longer be edited` : `Recurring profile ${profile.recurringId} is stopped and can no longer be edited`);
  const products = productsInScope(listScope(user, "billing")).map((p) => ({ id: p.id, name: p.name, productCode: p.productCode }));
  const t = await requestTranslator(request, context, "recurring");
  return json({ pageTitle: t("title.editNamed", { name: profile.name }), profile: { id: profile.id, recurringId: profile.recurringId, name: profile.name, billed: profile.numOfBillingSent }, values: profileFormValues(profile), products });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const id = params.id ?? "";
  // Out of scope is refused before the form is read, so a stranger learns nothing from its validation.
  visibleProfile(user, id);
  const submission = parseWithZod(await readForm(request), { schema: RecurringProfileSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    updateRecurringProfile(user, id, submission.value);
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500 || error.status === 404) throw error;
    return json({ result: submission.reply({ formErrors: [message] }) }, { status: error.status });
  }
  return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: "Recurring profile saved", description: "The changes apply to the billings not made yet." }) });
}

export default function EditRecurringProfile() {
  const { t } = useTranslation("recurring");
  const { t: tc } = useTranslation("common");
  const { profile, values, products } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <PageHeader title={t("title.editNamed", { name: profile.name })} description={profile.recurringId} crumbs={[{ label: t("title.list"), to: "/recurring" }, { label: profile.recurringId, to: `/recurring/${profile.id}` }, { label: tc("edit") }]} />
      <RecurringProfileForm lastResult={actionData?.result} products={products} submitLabel={tc("saveChanges")} scheduleLocked firstDateLocked={profile.billed > 0} defaultValue={values} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
