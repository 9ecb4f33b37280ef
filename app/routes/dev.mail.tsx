import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { pageMeta } from "~/lib/page-meta";
import { getOptionalUser } from "~/services/auth.server";
import { loginRedirect } from "~/services/auth-session.server";
import { clientAddress, isLoopback } from "~/services/client-address.server";
import { isSandbox } from "~/services/env.server";
import { httpError } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";
import { listSandboxMail } from "~/services/mail.server";

export const meta = pageMeta;

/**
 * A request made on this machine: the socket's address (clientAddress, set by the Express layer through
 * TRUSTED_PROXIES) is loopback. A request that carries forwarding headers came through a proxy, which on the same
 * machine would make every visitor look local, so it is not counted as local (it can only lose access this way).
 */
function fromThisMachine(request: Request) {
  const forwarded = ["forwarded", "x-forwarded-for", "x-real-ip"].some((name) => request.headers.has(name));
  return !forwarded && isLoopback(clientAddress(request));
}

/**
 * The sandbox mailbox (sandbox mode only): every message the portal "sent", newest first. It holds every
 * sign-in code and reset link, so it is shown only on this machine (localhost) or to a signed-in super-admin;
 * anyone else signs in first, or is refused. Production answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isSandbox()) throw new Response("Not found", { status: 404 });
  if (!fromThisMachine(request)) {
    const user = await getOptionalUser(request, context);
    if (!user) throw loginRedirect(request);
    if (!user.roles.includes("super-admin")) throw httpError(403, "The sandbox mailbox is for super-admins, or open it on the server itself (http://localhost).");
  }
  const t = await requestTranslator(request, context, "auth");
  return json({ pageTitle: t("devMail.pageTitle"), messages: listSandboxMail(50) }, { headers: { "Cache-Control": "no-store" } });
}

const linkify = (text: string) =>
  text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-primary underline">
        {part}
      </a>
    ) : (
      part
    ),
  );

export default function SandboxMailbox() {
  const { t } = useTranslation("auth");
  const { t: tShell } = useTranslation("shell");
  const { messages } = useLoaderData<typeof loader>();
  return (
    <>
    <SkipLink />
    <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-3xl space-y-4 p-6 outline-none">
      <div>
        <h1 className="text-xl font-semibold">{t("devMail.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("devMail.description")}</p>
        <nav aria-label={tShell("a11y.nextSteps")} className="mt-1 text-sm">
          <Link to="/login" className="text-primary underline underline-offset-4">
            {tShell("notAuthorized.signIn")}
          </Link>
        </nav>
      </div>
      {messages.length === 0 ? <p className="text-sm text-muted-foreground">{t("devMail.empty")}</p> : null}
      <ul className="space-y-3" aria-label={t("devMail.list")}>
        {messages.map((m) => (
          <li key={m.id}>
            <Card>
              <CardHeader className="pb-2">
                <CardTitle className="text-base">{m.subject}</CardTitle>
                <p className="text-xs text-muted-foreground">
                  {t("devMail.meta", { to: m.to, date: m.date })}
                </p>
              </CardHeader>
              <CardContent>
                <pre className="whitespace-pre-wrap font-sans text-sm">{linkify(m.text)}</pre>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </main>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
