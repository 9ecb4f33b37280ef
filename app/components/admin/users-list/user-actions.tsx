import { Form, Link } from "@remix-run/react";
import { BarChart3, KeyRound, ShieldCheck, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** The users list's header actions: referral lookup, statistics, roles and new user (each where the viewer may go). */
export function UserListActions({ canSeeRoles, canManage }: { canSeeRoles: boolean; canManage: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <Form method="get" action="/admin/users/referral" className="flex items-center gap-1" aria-label={t("users.list.referralLookup")}>
        <Label htmlFor="referral-code" className="sr-only">
          {t("users.list.referralCode")}
        </Label>
        <Input id="referral-code" name="code" placeholder={t("users.list.referralCode")} className="h-8 w-36 text-xs uppercase" maxLength={40} required />
        <Button type="submit" variant="outline" size="sm">
          <KeyRound aria-hidden="true" /> {t("users.list.lookUp")}
        </Button>
      </Form>
      <Button asChild variant="outline" size="sm">
        <Link to="/admin/users/statistics">
          <BarChart3 aria-hidden="true" /> {t("users.list.statistics")}
        </Link>
      </Button>
      {canSeeRoles ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/admin/roles">
            <ShieldCheck aria-hidden="true" /> {t("users.list.roles")}
          </Link>
        </Button>
      ) : null}
      {canManage ? (
        <Button asChild size="sm">
          <Link to="/admin/users/new">
            <UserPlus aria-hidden="true" /> {t("users.list.newUser")}
          </Link>
        </Button>
      ) : null}
    </>
  );
}
