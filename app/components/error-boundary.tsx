import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { Button } from "~/components/ui/button";
import { useServerMessage } from "~/lib/server-message";

/** The statuses with a title of their own (shell:errors.title<status>); any other shows the 500 title. */
const TITLED = [400, 401, 403, 404, 409, 500] as const;
type Titled = (typeof TITLED)[number];
const titled = (status: number): status is Titled => (TITLED as readonly number[]).includes(status);

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string } | string | null;
    const message = typeof data === "string" ? data : (data?.message ?? error.statusText);
    return { status: error.status, message: message || "" };
  }
  // Unexpected errors never show their message or stack: it may hold internals.
  return { status: 500, message: "The portal hit an unexpected problem. It has been logged; please try again." };
}

/** The one error boundary every route uses: a styled page, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { status, message } = describe(error);
  const { t: tShell } = useTranslation("shell");
  const serverMessage = useServerMessage();
  const title = tShell(`errors.title${titled(status) ? status : 500}`);
  // The server's message in the reader's language; a message that only repeats the title is not shown twice.
  const shown = message ? serverMessage(message) : "";
  // Below the portal layout the shell (with its skip link and <main>) is still drawn around this page: one main
  // landmark per page, so the boundary is a plain block there and the whole page only above it.
  const inShell = useRouteLoaderData("routes/_portal") !== undefined;
  const Frame = inShell ? "div" : "main";
  return (
    <>
    {inShell ? null : <SkipLink />}
    <Frame id={inShell ? undefined : MAIN_ID} tabIndex={inShell ? undefined : -1} className="flex min-h-[60vh] items-center justify-center p-6 outline-none">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-semibold tabular-nums text-primary">{status}</p>
        <h1 className="mt-3 text-xl font-semibold">{title}</h1>
        {shown && shown !== title ? <p className="mt-2 text-sm text-muted-foreground">{shown}</p> : null}
        <nav aria-label={tShell("a11y.nextSteps")} className="mt-6 flex justify-center gap-2">
          <Button asChild>
            <Link to="/">{tShell("errors.backToDashboard")}</Link>
          </Button>
          <Button variant="outline" onClick={() => history.back()} type="button">
            {tShell("errors.goBack")}
          </Button>
        </nav>
      </div>
    </Frame>
    </>
  );
}
