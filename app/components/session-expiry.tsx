import { Form } from "@remix-run/react";
import { createActorContext } from "@xstate/react";
import { LogOut } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SESSION_POLL_MS, sessionMachine } from "#machines/session.machine";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useServerMessage } from "~/lib/server-message";

/** The spec's message (section 8): its English text is the catalogue's key, so the dialog shows it in the reader's language. */
export const PLEASE_LOGIN_AGAIN = "Please login again!";

/**
 * The session watcher (spec section 4, "Session expiry"): machines/session.machine.ts running in the browser.
 * One actor per signed-in page, shared through this context so the notification poll can report a
 * 401/403 (`session.fetchFailed`) or an 'Unauthorized' body (`session.response`) to it.
 */
export const SessionActor = createActorContext(sessionMachine);

export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionActor.Provider>{children}</SessionActor.Provider>;
}

/** Reports the answer of a background fetch to the session watcher; true when the session is over. */
export async function reportFetchResponse(actor: ReturnType<typeof SessionActor.useActorRef>, response: Response): Promise<boolean> {
  if (response.status === 401 || response.status === 403) {
    actor.send({ type: "session.fetchFailed", status: response.status });
    const text = await response.text().catch(() => "");
    actor.send({ type: "session.response", text: text.trim() });
    return true;
  }
  return false;
}

/**
 * Checks at mount and every 15 s whether the session ends within 30 minutes (the server's session row end,
 * from the root loader); then shows the non-dismissable Session Expired dialog whose only way out is Logout.
 */
export function SessionExpiry({ expiresAt }: { expiresAt: string | null }) {
  const actor = SessionActor.useActorRef();
  const serverMessage = useServerMessage();
  // Stays open after Logout is pressed, until the sign-in page replaces this one.
  const over = SessionActor.useSelector((s) => s.matches("expired") || s.matches("unauthorized") || s.matches("loggedOut"));

  useEffect(() => {
    const end = expiresAt ? Date.parse(expiresAt) : null;
    const check = () => actor.send({ type: "session.check", now: Date.now(), expiresAt: end !== null && Number.isNaN(end) ? null : end });
    check();
    const timer = window.setInterval(check, SESSION_POLL_MS);
    return () => window.clearInterval(timer);
  }, [actor, expiresAt]);

  const { t: tShell } = useTranslation("shell");

  // An alert dialog (it interrupts and needs an answer), and an assertive live region that is in the page
  // before the session ends, so screen readers announce the change even where focus moving is not enough.
  return (
    <>
    <p role="alert" aria-live="assertive" className="sr-only">{over ? tShell("a11y.sessionExpired") : ""}</p>
    <Dialog open={over}>
      <DialogContent hideClose role="alertdialog" className="max-w-sm" data-testid="session-expired">
        <DialogHeader>
          <DialogTitle>{tShell("session.title")}</DialogTitle>
          <DialogDescription>{serverMessage(PLEASE_LOGIN_AGAIN)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Form method="post" action="/logout" reloadDocument onSubmit={() => actor.send({ type: "session.logout" })}>
            <Button type="submit" className="w-full sm:w-auto">
              <LogOut aria-hidden="true" />
              {tShell("session.logout")}
            </Button>
          </Form>
        </DialogFooter>
      </DialogContent>
    </Dialog>
    </>
  );
}
