import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { ArrowLeft, LayoutDashboard, ShieldX } from "lucide-react";
import { useRoleLabel } from "~/components/layout/shell-types";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/page-meta";
import { getOptionalUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;

/** Where a page the user's role may not open sends them (spec section 2). The full layout: no navbar, no menu. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request, context);
  const t = await requestTranslator(request, context, "shell");
  return json({ pageTitle: t("notAuthorized.pageTitle"), user: user && { displayName: user.displayName, role: user.role } }, { status: 403 });
}

export default function NotAuthorized() {
  const { user } = useLoaderData<typeof loader>();
  const { t: tShell } = useTranslation("shell");
  const roleLabel = useRoleLabel();
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className="flex min-h-screen items-center justify-center bg-background p-6 outline-none">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-6 flex size-20 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <ShieldX aria-hidden="true" className="size-10" />
        </div>
        <p className="text-sm font-semibold uppercase tracking-widest text-destructive">403</p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight">{tShell("notAuthorized.title")}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {user ? (
            <Trans t={tShell} i18nKey="notAuthorized.yourRole" values={{ role: roleLabel(user.role) }} components={{ role: <span className="font-medium text-foreground" /> }} />
          ) : (
            tShell("notAuthorized.noAccess")
          )}
        </p>
        <nav aria-label={tShell("a11y.nextSteps")} className="mt-8 flex flex-wrap justify-center gap-2">
          {user ? (
            <Button asChild>
              <Link to="/">
                <LayoutDashboard aria-hidden="true" /> {tShell("notAuthorized.backToDashboard")}
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/login">{tShell("notAuthorized.signIn")}</Link>
            </Button>
          )}
          <Button variant="outline" type="button" onClick={() => history.back()}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" /> {tShell("notAuthorized.goBack")}
          </Button>
          {user ? (
            <Form method="post" action="/logout" reloadDocument>
              <Button variant="ghost" type="submit">
                {tShell("notAuthorized.logOut")}
              </Button>
            </Form>
          ) : null}
        </nav>
        <p className="mt-10 flex items-center justify-center gap-2 text-xs text-muted-foreground">
          <img src="/favicon.svg" alt="" className="size-4" /> DIGIMON
        </p>
      </div>
      </main>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
