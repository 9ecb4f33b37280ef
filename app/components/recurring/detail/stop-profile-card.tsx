import { useTranslation } from "react-i18next";
import { useServerMessage } from "~/lib/server-message";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Square } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { action } from "~/routes/_portal.recurring.$id._index";
import type { ProfileData } from "./profile-data";

/** Stops the profile for good, with a reason. */
export function StopProfileCard({ version }: { version: ProfileData["version"] }) {
  const { t } = useTranslation("recurring");
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const message = useServerMessage();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t("detail.stopTitle")}</CardTitle>
        <CardDescription>{t("detail.stopDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="stop" />
          {version !== null ? <input type="hidden" name="version" value={version} /> : null}
          <div className="grid gap-1.5">
            <Label htmlFor="stop-message">{t("detail.reason")}</Label>
            <Textarea
              id="stop-message"
              name="message"
              rows={2}
              required
              minLength={3}
              aria-invalid={actionData?.field === "message" ? true : undefined}
              aria-describedby={actionData?.field === "message" ? "stop-message-error" : undefined}
            />
            {actionData?.field === "message" ? (
              <p id="stop-message-error" className="text-sm text-destructive">
                {message(actionData.error)}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="destructive" disabled={busy}>
            <Square aria-hidden="true" /> {t("detail.stop")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
