import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft, LayoutDashboard, ShieldX } from "lucide-react";
import { roleLabel } from "~/components/layout/shell-types";
import { Button } from "~/components/ui/button";
import { getOptionalUser } from "~/services/auth.server";

export const meta: MetaFunction = () => [{ title: "Not authorized · Digimon" }];

/** Where a page the user's role may not open sends them (spec section 2). The full layout: no navbar, no menu. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  return json({ user: user && { displayName: user.displayName, role: user.role } }, { status: 403 });
}

export default function NotAuthorized() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-6">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-20 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <ShieldX aria-hidden="true" className="size-10" />
        </div>
        <p className="text-sm font-semibold uppercase tracking-widest text-destructive">403</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">You are not authorized</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {user ? (
            <>
              Your role, <span className="font-medium text-foreground">{roleLabel(user.role)}</span>, may not open that page. If your work needs it, ask a portal administrator to give your role access.
            </>
          ) : (
            <>You do not have access to that page. Sign in with an account that has access.</>
          )}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-2">
          {user ? (
            <Button asChild>
              <Link to="/">
                <LayoutDashboard aria-hidden="true" /> Back to the dashboard
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          )}
          <Button variant="outline" type="button" onClick={() => history.back()}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" /> Go back
          </Button>
          {user ? (
            <Form method="post" action="/logout" reloadDocument>
              <Button variant="ghost" type="submit">
                Log Out
              </Button>
            </Form>
          ) : null}
        </div>
        <p className="mt-10 flex items-center justify-center gap-2 text-xs text-muted-foreground">
          <img src="/favicon.svg" alt="" className="size-4" /> DIGIMON
        </p>
      </div>
    </main>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
