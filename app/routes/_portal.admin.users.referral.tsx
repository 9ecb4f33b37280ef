import { json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { pageMeta } from "~/lib/page-meta";
import { useServerMessage } from "~/lib/server-message";
import { findUserByReferral, userInScope } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { userScope } from "~/services/user-admin.server";

export const meta = pageMeta;
export const handle = { title: "admin:users.referral.title" };

/** Who owns a referral code: straight to that user's page when found (and within the viewer's scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  const pageTitle = (await requestTranslator(request, context, "admin"))("users.referral.title");
  const code = z.string().trim().max(40).catch("").parse(new URL(request.url).searchParams.get("code") ?? "").toUpperCase();
  if (!code) return json({ pageTitle, code, message: null });
  if (!/^[A-Z0-9-]{3,40}$/.test(code)) return json({ pageTitle, code, message: "A referral code is 3 to 40 letters, digits or dashes." }, { status: 400 });
  const row = findUserByReferral(code);
  if (row && userInScope(row.user, userScope(admin))) throw redirect(`/admin/users/${row.user.id}`);
  return json({ pageTitle, code, message: `No user has the referral code ${code}.` }, { status: 404 });
}

export default function ReferralPage() {
  const { code, message } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const serverMessage = useServerMessage();
  return (
    <div className="space-y-4">
      <PageHeader
        title={t("users.referral.title")}
        crumbs={[{ label: t("common.administration") }, { label: t("users.title"), to: "/admin/users" }, { label: t("users.referral.title") }]}
        description={t("users.referral.description")}
      />
      <Card className="max-w-xl">
        <CardContent className="space-y-3 pt-4">
          {message ? (
            <Alert variant="warning">
              <AlertDescription>{serverMessage(message)}</AlertDescription>
            </Alert>
          ) : null}
          <Form method="get" className="flex items-end gap-2">
            <div className="flex-1 space-y-1">
              <Label htmlFor="code">{t("users.referral.code")}</Label>
              <Input id="code" name="code" defaultValue={code} className="uppercase" maxLength={40} required autoFocus />
            </div>
            <Button type="submit">
              <KeyRound aria-hidden="true" /> {t("users.referral.lookUp")}
            </Button>
          </Form>
          <p className="text-xs text-muted-foreground">
            {t("users.referral.example")}{" "}
            <Link to="/admin/users" className="text-primary underline underline-offset-4">
              {t("users.referral.back")}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
