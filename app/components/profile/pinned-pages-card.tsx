import { Form, Link } from "@remix-run/react";
import { Bookmark, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { ProfileData } from "./profile-data";

/** The person's pinned pages, the first ten shown in the navbar. */
export function PinnedPagesCard({ bookmarks }: { bookmarks: ProfileData["bookmarks"] }) {
  const { t } = useTranslation("profile");
  return (
    <Card id="bookmarks">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("pinned.title")}</h2>
        </CardTitle>
        <CardDescription>{t("pinned.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {bookmarks.shown.length === 0 ? <p className="text-sm text-muted-foreground">{t("pinned.empty")}</p> : null}
        <ul className="divide-y">
          {[...bookmarks.shown.map((b) => ({ ...b, waiting: false })), ...bookmarks.waiting.map((b) => ({ ...b, waiting: true }))].map((b) => (
            <li key={b.id} className="flex items-center gap-3 py-2">
              <Bookmark aria-hidden="true" className={b.waiting ? "size-4 text-muted-foreground" : "size-4 text-primary"} />
              <Link to={b.url} className="min-w-0 flex-1 truncate text-sm hover:underline">
                {b.title} <span className="text-xs text-muted-foreground">{b.url}</span>
              </Link>
              {b.waiting ? <Badge variant="outline">{t("pinned.waiting")}</Badge> : null}
              <Form method="post" action="/resources/bookmarks">
                <input type="hidden" name="id" value={b.id} />
                <input type="hidden" name="redirectTo" value="/profile#bookmarks" />
                <Button type="submit" name="intent" value="remove" variant="ghost" size="icon" className="size-8" aria-label={t("pinned.remove", { title: b.title })}>
                  <X aria-hidden="true" />
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
