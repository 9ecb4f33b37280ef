import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { RecurringProfileForm } from "~/components/recurring-profile-form";
import { addDays, todayInJakarta } from "~/domain/dates";
import { RecurringProfileSchema } from "~/lib/schemas/recurring";
import { GROUP_SELLER } from "~/lib/seller";
import { productsInScope } from "~/models/product.server";
import { listScope } from "~/services/access-scope.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { responseMessage, readForm } from "~/services/http.server";
import { createRecurringProfile } from "~/services/recurring.server";

export const meta = pageMeta;
export const handle = { title: "recurring:title.new" };


export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const products = productsInScope(listScope(user, "billing")).map((p) => ({ id: p.id, name: p.name, productCode: p.productCode }));
  const t = await requestTranslator(request, context, "recurring");
  return json({ pageTitle: t("title.new"), products, firstBillingDate: addDays(todayInJakarta(new Date()), 1) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserWithPermission(request, context, "manage:recurring");
  const submission = parseWithZod(await readForm(request), { schema: RecurringProfileSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const { id, recurringId } = createRecurringProfile(user, submission.value);
    return redirect(`/recurring/${id}`, { headers: await withToast(request, { kind: "success", title: `Recurring profile ${recurringId} created`, description: submission.value.activate ? "It is active and bills from its first billing date." : "Activate it when it should start billing." }) });
  } catch (error) {
    const message = await responseMessage(error);
    if (!message || !(error instanceof Response) || error.status >= 500) throw error;
    return json({ result: submission.reply({ formErrors: [message] }) }, { status: error.status });
  }
}

export default function NewRecurringProfile() {
  const { t } = useTranslation("recurring");
  const { products, firstBillingDate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div>
      <PageHeader title={t("title.new")} description={t("form.newDescription")} crumbs={[{ label: t("title.list"), to: "/recurring" }, { label: t("form.newCrumb") }]} />
      <RecurringProfileForm
        lastResult={actionData?.result}
        products={products}
        submitLabel={t("form.create")}
        showActivate
        defaultValue={{
          frequency: "monthly", occurrence: "12", dueDateDayAfter: "1", firstBillingDate, paymentMethod: "bank_transfer", kodeWapu: "01", afiliasi: "non-telkom",
          includePph: "on", includeTaxInvoice: "on", from: GROUP_SELLER, to: { send_email: "on" }, details: [{ item: "", description: "", quantity: "1", price: "" }],
        }}
      />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
