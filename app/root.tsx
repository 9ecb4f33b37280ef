import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Toaster } from "~/components/ui/toaster";
import { DEFAULT_THEME, htmlThemeAttributes, resolveTheme } from "~/lib/theme";
import { translatorFor } from "~/services/i18n.server";
import { getRootContext } from "~/services/root-context.server";
import tailwind from "~/tailwind.css";
import { revalidateShellOnMutation } from "~/lib/shell-revalidation";
import { useNonce } from "~/lib/nonce-provider";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const shouldRevalidate = revalidateShellOnMutation;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: "Digimon" }, { name: "description", content: data?.description ?? "Billing, invoicing and partnership portal" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toastCookie, ...shell } = await getRootContext(request, context);
  // `meta` has no translator: the description comes translated from here.
  const t = translatorFor(shell.language, "shell");
  return json({ ...shell, description: t("meta.description") }, { headers: toastCookie ? { "Set-Cookie": toastCookie } : {} });
}

export type RootData = Omit<Awaited<ReturnType<typeof getRootContext>>, "toastCookie">;

/** A thin bar at the top while a navigation or submission is under way: the fallback while the next page loads. */
function ProgressBar() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === "idle") return null;
  return <div role="progressbar" aria-label={t("loading")} className="fixed inset-x-0 top-0 z-[100] h-0.5 animate-pulse bg-primary" />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const theme = resolveTheme(data?.theme ?? DEFAULT_THEME);
  const { className, ...attributes } = htmlThemeAttributes(theme);
  // The Content-Security-Policy lets only inline scripts with this response's nonce run.
  const nonce = useNonce();
  const { i18n } = useTranslation();
  // Without root data (an error before the root loader ran) the page renders in the instance's own language.
  const language = data?.language ?? i18n.language;
  // A language changed in the profile without a full reload: the browser loads the other language's resources.
  useChangeLanguage(language);
  return (
    <html lang={language} className={className} {...attributes} data-mode={data?.appMode ?? "production"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background font-sans text-foreground antialiased">
        <ProgressBar />
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* `npm run dev` only (renders nothing in production): remix dev's live reload for the classic compiler. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
