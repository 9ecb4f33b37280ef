import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { LANGUAGE_NAMES, LANGUAGES } from "~/locales/languages";

/** The user's language, stored in their profile (routes/resources.language.tsx). A plain form: works without JavaScript. */
export function LanguageCard() {
  const { t, i18n } = useTranslation("profile");
  const location = useLocation();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("language.title")}</h2>
        </CardTitle>
        <CardDescription>{t("language.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action="/resources/language" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="redirectTo" value={location.pathname} />
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor="profile-language">{t("language.label")}</Label>
            <NativeSelect id="profile-language" name="language" defaultValue={i18n.language}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">{t("language.save")}</Button>
        </Form>
      </CardContent>
    </Card>
  );
}
