import { Trans, useTranslation } from "react-i18next";
import { PRODUCT_IMAGES } from "~/components/layout/icon-catalogue";
import { MenuIcon } from "~/components/layout/menu-icon";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The product images an entry can use as its icon (img:name), and the other icon prefixes. */
export function ProductImages() {
  const { t } = useTranslation("admin");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("menu.images.title")}</h2>
        </CardTitle>
        <CardDescription>{t("menu.images.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
          {PRODUCT_IMAGES.map((name) => (
            <li key={name} className="flex items-center gap-2">
              <MenuIcon value={`img:${name}`} />
              <code className="truncate">img:{name}</code>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-muted-foreground">
          <Trans t={t} i18nKey="menu.images.also" components={{ code: <code className="rounded bg-muted px-1" /> }} />
        </p>
      </CardContent>
    </Card>
  );
}
