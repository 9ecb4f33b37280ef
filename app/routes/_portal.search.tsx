import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useSearchGroupLabel } from "~/components/layout/global-search";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { pageMeta } from "~/lib/page-meta";
import { requireUser } from "~/services/auth.server";
import { requestTranslator } from "~/services/i18n.server";
import { globalSearch, MAX_TERM, MIN_TERM } from "~/services/search.server";

export const meta = pageMeta;
export const handle = { title: "shell:searchPage.title" };

const QuerySchema = z.object({ q: z.string().trim().max(MAX_TERM).catch("") });

/** The full results of the global search, grouped by kind (products, documents, customers, people). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { q } = QuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  const t = await requestTranslator(request, context, "shell");
  return json({ pageTitle: t("searchPage.title"), q, groups: await globalSearch(user, q, { limit: 25 }) });
}

export default function SearchPage() {
  const { q, groups } = useLoaderData<typeof loader>();
  const count = groups.reduce((n, g) => n + g.hits.length, 0);
  const { t } = useTranslation(["shell", "common"]);
  const groupLabel = useSearchGroupLabel();
  return (
    <div>
      <PageHeader title={t("searchPage.title")} crumbs={[{ label: t("searchPage.title") }]} description={t("searchPage.description")} />
      <Form method="get" role="search" className="mb-5 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          {t("searchPage.searchFor")}
        </label>
        <Input id="search-q" name="q" type="search" defaultValue={q} placeholder={t("searchPage.placeholder")} autoFocus />
        <Button type="submit">
          <Search aria-hidden="true" /> {t("common:search")}
        </Button>
      </Form>
      {q.length < MIN_TERM ? (
        <p className="text-sm text-muted-foreground">{t("searchPage.minimum", { count: MIN_TERM })}</p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">{t("searchPage.nothing", { term: q })}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {groups.map((g) => (
            <Card key={g.kind}>
              <CardHeader className="flex-row items-center justify-between space-y-0">
                <CardTitle asChild>
                  <h2>
                    {groupLabel(g)} <span className="text-sm font-normal text-muted-foreground">({g.hits.length})</span>
                  </h2>
                </CardTitle>
                {g.listUrl ? (
                  <Link to={g.listUrl} className="text-sm text-primary underline-offset-2 hover:underline">
                    {t("searchPage.allMatching", { kind: groupLabel(g).toLowerCase() })}
                  </Link>
                ) : null}
              </CardHeader>
              <CardContent className="p-0">
                <ul className="divide-y border-t">
                  {g.hits.map((h) => (
                    <li key={h.id}>
                      <Link to={h.url} className="flex items-center gap-3 px-4 py-2.5 hover:bg-muted/60">
                        {h.image ? <img src={h.image} alt="" className="size-7 rounded object-contain" /> : null}
                        <span className="min-w-0">
                          <span className="block truncate text-sm font-medium">{h.title}</span>
                          {h.subtitle ? <span className="block truncate text-xs text-muted-foreground">{h.subtitle}</span> : null}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
