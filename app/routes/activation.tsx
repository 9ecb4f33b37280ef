import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AuthLayout } from "~/components/layout/auth-layout";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { activate } from "~/services/account.server";

export const meta: MetaFunction = () => [{ title: "Activate account · Digimon" }];

/** activation?token=&email= from the e-mailed link; the link works once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  const activated = Boolean(token && email) && activate(token, email);
  return json({ activated }, { status: activated ? 200 : 400 });
}

export default function ActivationPage() {
  const { activated } = useLoaderData<typeof loader>();
  return (
    <AuthLayout title={activated ? "Account activated" : "This link does not work"}>
      <Alert variant={activated ? "success" : "destructive"} role="status">
        <AlertDescription>
          {activated ? "Your account is active. Sign in with your e-mail and password." : "The activation link has expired, was already used, or is incomplete. Register again or ask an administrator."}
        </AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to="/login">Go to sign in</Link>
      </Button>
    </AuthLayout>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
