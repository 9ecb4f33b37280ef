import { Form } from "@remix-run/react";
import { Ban, KeyRound, LockOpen, RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Detail, UserStatusBadge } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import type { Intent } from "~/routes/_portal.admin.users.$id";
import { DeleteForm } from "./delete-form";
import type { UserData } from "./user-data";

export function SecurityCard({ data }: { data: UserData }) {
  const { t } = useTranslation("admin");
  const u = data.user;
  const blocked = u.status === "blocked";
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>{t("users.detail.security")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl>
          <Detail label={t("users.detail.status")}>
            <UserStatusBadge status={u.status} />
          </Detail>
          <Detail label={t("users.detail.failedSignIns")}>
            <span className={u.fail_login_attempt ? "font-semibold text-destructive" : undefined} data-testid="fail-login-attempt">
              {t("users.detail.ofFive", { n: formatNumberId(u.fail_login_attempt) })}
            </span>
          </Detail>
          <Detail label={t("users.detail.codeTries")}>{data.otpAttempts === null ? <span className="text-muted-foreground">{t("users.detail.noCodeWaiting")}</span> : t("users.detail.ofFive", { n: formatNumberId(data.otpAttempts) })}</Detail>
          <Detail label={t("users.detail.activated")}>{u.activatedAt ? formatDateTimeId(u.activatedAt) : "—"}</Detail>
        </dl>
        {data.canManage ? (
          <div className="flex flex-wrap gap-2">
            <ActionButton
              intent={blocked ? "unblock" : "block"}
              variant={blocked ? "default" : "destructive"}
              disabled={data.isSelf && !blocked}
              icon={blocked ? <LockOpen aria-hidden="true" /> : <Ban aria-hidden="true" />}
            >
              {blocked ? t("users.detail.unblock") : t("users.detail.block")}
            </ActionButton>
            <ActionButton intent="reset-login" icon={<RotateCcw aria-hidden="true" />} disabled={u.fail_login_attempt === 0}>
              {t("users.detail.resetFailed")}
            </ActionButton>
            <ActionButton intent="reset-otp" icon={<KeyRound aria-hidden="true" />} disabled={!data.otpAttempts}>
              {t("users.detail.resetCode")}
            </ActionButton>
          </div>
        ) : null}
        {data.canManage && !data.isSelf ? <DeleteForm email={u.email} /> : null}
      </CardContent>
    </Card>
  );
}

function ActionButton({
  intent,
  children,
  icon,
  variant = "outline",
  disabled,
}: {
  intent: Intent;
  children: React.ReactNode;
  icon: React.ReactNode;
  variant?: "outline" | "destructive" | "default";
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <Button type="submit" name="intent" value={intent} variant={variant} size="sm" disabled={disabled}>
        {icon} {children}
      </Button>
    </Form>
  );
}
