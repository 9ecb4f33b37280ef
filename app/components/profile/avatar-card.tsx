import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Camera, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRoleLabel } from "~/components/layout/shell-types";
import { Avatar } from "~/components/layout/user-menu";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import type { action } from "~/routes/_portal.profile";
import type { ProfileData } from "./profile-data";

/** The person's picture, name, e-mail and roles, with the picture upload. */
export function AvatarCard({ profile, roles }: { profile: ProfileData["profile"]; roles: ProfileData["roles"] }) {
  const { t } = useTranslation("profile");
  const roleLabel = useRoleLabel();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const displayName = profile.fullname?.trim() || "DIGIMON";
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <Avatar user={{ displayName, avatarPath: profile.avatarPath }} className="size-24 text-2xl" />
        <div>
          <p className="text-base font-semibold">{displayName}</p>
          <p className="text-sm text-muted-foreground">{profile.email}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-1">
          {roles.map((r) => (
            <Badge key={r} variant="secondary">
              {roleLabel(r)}
            </Badge>
          ))}
        </div>
        <Form method="post" encType="multipart/form-data" className="w-full space-y-2 border-t pt-4 text-start">
          <label htmlFor="avatar" className="text-sm font-medium">
            {t("avatar.label")}
          </label>
          <input
            id="avatar"
            name="avatar"
            type="file"
            accept="image/png,image/jpeg"
            required
            aria-describedby="avatar-help avatar-error"
            aria-invalid={actionData?.avatarError ? true : undefined}
            className="block w-full text-xs text-muted-foreground file:me-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-xs file:font-medium file:text-foreground hover:file:bg-accent"
          />
          <p id="avatar-help" className="text-xs text-muted-foreground">
            {t("avatar.help")}
          </p>
          <FieldError id="avatar-error" errors={actionData?.avatarError} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              <Camera aria-hidden="true" /> {t("avatar.upload")}
            </Button>
          </div>
        </Form>
        {profile.avatarPath ? (
          <Form method="post" className="w-full text-start">
            <Button type="submit" name="intent" value="remove-avatar" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
              <Trash2 aria-hidden="true" /> {t("avatar.remove")}
            </Button>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
