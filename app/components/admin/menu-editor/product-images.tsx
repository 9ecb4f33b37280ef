import { PRODUCT_IMAGES } from "~/components/layout/icon-catalogue";
import { MenuIcon } from "~/components/layout/menu-icon";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The product images an entry can use as its icon (img:name), and the other icon prefixes. */
export function ProductImages() {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Product images</h2>
        </CardTitle>
        <CardDescription>Use as icon with img:name.</CardDescription>
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
          Also <code className="rounded bg-muted px-1">ri:</code> remix icons, <code className="rounded bg-muted px-1">bi:</code> bootstrap icons and{" "}
          <code className="rounded bg-muted px-1">color:inbox:warning</code> colour icons.
        </p>
      </CardContent>
    </Card>
  );
}
