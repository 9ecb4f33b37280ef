import { Form } from "@remix-run/react";
import { Ban, KeyRound, LockOpen, RotateCcw } from "lucide-react";
import { Detail, UserStatusBadge } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import type { Intent } from "~/routes/_portal.admin.users.$id";
import { DeleteForm } from "./delete-form";
import type { UserData } from "./user-data";

export function SecurityCard({ data }: { data: UserData }) {
  const u = data.user;
  const blocked = u.status === "blocked";
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>Sign-in and security</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl>
          <Detail label="Status">
            <UserStatusBadge status={u.status} />
          </Detail>
          <Detail label="Failed sign-ins">
            <span className={u.fail_login_attempt ? "font-semibold text-destructive" : undefined} data-testid="fail-login-attempt">
              {formatNumberId(u.fail_login_attempt)} of 5
            </span>
          </Detail>
          <Detail label="Code wrong tries">{data.otpAttempts === null ? <span className="text-muted-foreground">no code waiting</span> : `${formatNumberId(data.otpAttempts)} of 5`}</Detail>
          <Detail label="Activated">{u.activatedAt ? formatDateTimeId(u.activatedAt) : "—"}</Detail>
        </dl>
        {data.canManage ? (
          <div className="flex flex-wrap gap-2">
            <ActionButton
              intent={blocked ? "unblock" : "block"}
              variant={blocked ? "default" : "destructive"}
              disabled={data.isSelf && !blocked}
              icon={blocked ? <LockOpen aria-hidden="true" /> : <Ban aria-hidden="true" />}
            >
              {blocked ? "Unblock" : "Block"}
            </ActionButton>
            <ActionButton intent="reset-login" icon={<RotateCcw aria-hidden="true" />} disabled={u.fail_login_attempt === 0}>
              Reset failed sign-ins
            </ActionButton>
            <ActionButton intent="reset-otp" icon={<KeyRound aria-hidden="true" />} disabled={!data.otpAttempts}>
              Reset code attempts
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
