import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { MAIN_ID, SkipLink } from "~/components/layout/skip-link";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { pageMeta } from "~/lib/page-meta";
import { requestTranslator } from "~/services/i18n.server";
import { listSandboxMail } from "~/services/mail.server";
import { httpError, readForm } from "~/services/http.server";
import { bounceableSandboxMail, bounceSandboxMail } from "~/services/mail-webhook.server";
import { requireMailboxReader } from "~/services/sandbox-mailbox.server";

export const meta = pageMeta;

/**
 * The sandbox mailbox (sandbox mode only): every message the portal "sent", newest first. It holds every
 * sign-in code and reset link, so it is shown only on this machine (localhost) or to a signed-in super-admin;
 * anyone else signs in first, or is refused. Production answers 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMailboxReader(request, context);
  const t = await requestTranslator(request, context, "auth");
  const messages = listSandboxMail(50, { to: new URL(request.url).searchParams.get("to") });
  return json({ pageTitle: t("devMail.pageTitle"), messages, bounceable: bounceableSandboxMail(messages.map((m) => m.id)) }, { headers: { "Cache-Control": "no-store" } });
}

/** Bounce: an invoice mail that was delivered bounces later, through the mail webhook's own path (mail-webhook.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMailboxReader(request, context);
  const id = String((await readForm(request)).get("id") ?? "");
  if (!id) throw httpError(400, "Choose the delivered invoice mail to bounce.");
  const answer = bounceSandboxMail(id);
  if (answer.status !== 200) throw httpError(answer.status === 404 ? 404 : 409, answer.message);
  const url = new URL(request.url);
  return redirect(url.pathname + url.search);
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
  const { messages, bounceable } = useLoaderData<typeof loader>();
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
                {m.attachments.length ? (
                  <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label={t("devMail.attachments")}>
                    {m.attachments.map((a) => (
                      <li key={a.index}>
                        {/* A download from a resource route: a full request, not a client navigation. */}
                        <Link reloadDocument to={`/dev/mail/${m.id}/${a.index}`} className="text-primary underline underline-offset-4">
                          {t("devMail.attachment", { name: a.filename, size: Math.max(1, Math.round(a.size / 1024)) })}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {bounceable.includes(m.id) ? (
                  <Form method="post" className="mt-3">
                    <input type="hidden" name="id" value={m.id} />
                    <Button type="submit" variant="outline" size="sm">
                      {t("devMail.bounce")}
                    </Button>
                  </Form>
                ) : null}
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
