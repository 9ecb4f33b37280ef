import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Button } from "~/components/ui/button";

const TITLES: Record<number, string> = {
  400: "That request could not be handled",
  401: "Please sign in",
  403: "You do not have access to this",
  404: "Page not found",
  409: "Someone else changed this first",
  500: "Something went wrong",
};

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string } | string | null;
    const message = typeof data === "string" ? data : (data?.message ?? error.statusText);
    return { status: error.status, message: message || TITLES[error.status] || "" };
  }
  // Unexpected errors never show their message or stack: it may hold internals.
  return { status: 500, message: "The portal hit an unexpected problem. It has been logged; please try again." };
}

/** The one error boundary every route uses: a styled page, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { status, message } = describe(error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="max-w-lg text-center">
        <p className="text-6xl font-semibold tabular-nums text-primary">{status}</p>
        <h1 className="mt-3 text-xl font-semibold">{TITLES[status] ?? "Something went wrong"}</h1>
        {message && message !== TITLES[status] ? <p className="mt-2 text-sm text-muted-foreground">{message}</p> : null}
        <div className="mt-6 flex justify-center gap-2">
          <Button asChild>
            <Link to="/">Back to the dashboard</Link>
          </Button>
          <Button variant="outline" onClick={() => history.back()} type="button">
            Go back
          </Button>
        </div>
      </div>
    </main>
  );
}
