import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Search } from "lucide-react";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { requireUser } from "~/services/auth.server";
import { globalSearch, MAX_TERM, MIN_TERM } from "~/services/search.server";

export const meta: MetaFunction = () => [{ title: "Search · Digimon" }];
export const handle = { title: "Search" };

const QuerySchema = z.object({ q: z.string().trim().max(MAX_TERM).catch("") });

/** The full results of the global search, grouped by kind (products, documents, customers, people). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { q } = QuerySchema.parse({ q: new URL(request.url).searchParams.get("q") ?? "" });
  return json({ q, groups: await globalSearch(user, q, { limit: 25 }) });
}

export default function SearchPage() {
  const { q, groups } = useLoaderData<typeof loader>();
  const count = groups.reduce((n, g) => n + g.hits.length, 0);
  return (
    <div>
      <PageHeader title="Search" crumbs={[{ label: "Search" }]} description="Products, purchase orders, billings, invoices, customers and people, by number or name." />
      <Form method="get" role="search" className="mb-5 flex max-w-xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search for
        </label>
        <Input id="search-q" name="q" type="search" defaultValue={q} placeholder="A name, a code or a document number" autoFocus />
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </Form>
      {q.length < MIN_TERM ? (
        <p className="text-sm text-muted-foreground">Type at least {MIN_TERM} characters.</p>
      ) : count === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing matches “{q}”.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {groups.map((g) => (
            <Card key={g.kind}>
              <CardHeader className="flex-row items-center justify-between space-y-0">
                <CardTitle asChild>
                  <h2>
                    {g.label} <span className="text-sm font-normal text-muted-foreground">({g.hits.length})</span>
                  </h2>
                </CardTitle>
                {g.listUrl ? (
                  <Link to={g.listUrl} className="text-sm text-primary underline-offset-2 hover:underline">
                    All matching {g.label.toLowerCase()}
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
