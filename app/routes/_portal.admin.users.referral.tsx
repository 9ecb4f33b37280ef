import { json, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { KeyRound } from "lucide-react";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { findUserByReferral, userInScope } from "~/models/user-admin.server";
import { requireUserWithPermission } from "~/services/auth.server";
import { userScope } from "~/services/user-admin.server";

export const meta: MetaFunction = () => [{ title: "Referral lookup · Digimon" }];
export const handle = { title: "Referral lookup" };

/** Who owns a referral code: straight to that user's page when found (and within the viewer's scope). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  const code = z.string().trim().max(40).catch("").parse(new URL(request.url).searchParams.get("code") ?? "").toUpperCase();
  if (!code) return json({ code, message: null });
  if (!/^[A-Z0-9-]{3,40}$/.test(code)) return json({ code, message: "A referral code is 3 to 40 letters, digits or dashes." }, { status: 400 });
  const row = findUserByReferral(code);
  if (row && userInScope(row.user, userScope(admin))) throw redirect(`/admin/users/${row.user.id}`);
  return json({ code, message: `No user has the referral code ${code}.` }, { status: 404 });
}

export default function ReferralPage() {
  const { code, message } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <PageHeader title="Referral lookup" crumbs={[{ label: "Administration" }, { label: "Users", to: "/admin/users" }, { label: "Referral lookup" }]} description="Find the account a referral code belongs to." />
      <Card className="max-w-xl">
        <CardContent className="space-y-3 pt-4">
          {message ? (
            <Alert variant="warning">
              <AlertDescription>{message}</AlertDescription>
            </Alert>
          ) : null}
          <Form method="get" className="flex items-end gap-2">
            <div className="flex-1 space-y-1">
              <Label htmlFor="code">Referral code</Label>
              <Input id="code" name="code" defaultValue={code} className="uppercase" maxLength={40} required autoFocus />
            </div>
            <Button type="submit">
              <KeyRound aria-hidden="true" /> Look up
            </Button>
          </Form>
          <p className="text-xs text-muted-foreground">
            Codes look like REF850001. <Link to="/admin/users" className="text-primary hover:underline">Back to users</Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
