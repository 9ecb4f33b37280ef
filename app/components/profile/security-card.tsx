import { Form, Link } from "@remix-run/react";
import { KeyRound, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/** Change the password or log out. */
export function SecurityCard() {
  const { t } = useTranslation("profile");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("security.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link to="/change-password">
            <KeyRound aria-hidden="true" /> {t("security.changePassword")}
          </Link>
        </Button>
        <Form method="post" action="/logout" reloadDocument>
          <Button type="submit" variant="outline" className="w-full justify-start text-destructive hover:text-destructive">
            <LogOut aria-hidden="true" /> {t("security.logOut")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
