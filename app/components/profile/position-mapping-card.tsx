import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Detail } from "./detail";
import type { ProfileData } from "./profile-data";

/** Where the person sits in the organisation (set by the administrators). */
export function PositionMappingCard({ profile }: { profile: ProfileData["profile"] }) {
  const { t } = useTranslation("profile");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("position.title")}</h2>
        </CardTitle>
        <CardDescription>{t("position.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          <Detail label={t("position.company")}>{profile.companyName}</Detail>
          <Detail label={t("position.division")}>{profile.divisionName ? `${profile.divisionName} (${profile.divisionCode})` : "DIGITAL BUSINESS (DIT-DDB)"}</Detail>
          <Detail label={t("position.unit")}>{profile.unitName ? `${profile.unitName} (${profile.unitCode})` : null}</Detail>
          <Detail label={t("position.position")}>{profile.positionName}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
