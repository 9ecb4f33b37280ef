import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Detail } from "./detail";
import type { ProfileData } from "./profile-data";

/** Where the person sits in the organisation (set by the administrators). */
export function PositionMappingCard({ profile }: { profile: ProfileData["profile"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Position mapping</h2>
        </CardTitle>
        <CardDescription>Set by the administrators; ask them to change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          <Detail label="Company">{profile.companyName}</Detail>
          <Detail label="Division">{profile.divisionName ? `${profile.divisionName} (${profile.divisionCode})` : "DIGITAL BUSINESS (DIT-DDB)"}</Detail>
          <Detail label="Unit">{profile.unitName ? `${profile.unitName} (${profile.unitCode})` : null}</Detail>
          <Detail label="Position">{profile.positionName}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
