import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { RoleBadges, UserStatusBadge } from "~/components/admin/list-parts";
import { AccountChanges } from "~/components/admin/user-detail/account-changes";
import { PositionCard } from "~/components/admin/user-detail/position-card";
import { ProfileCard } from "~/components/admin/user-detail/profile-card";
import { SecurityCard } from "~/components/admin/user-detail/security-card";
import { UserActivity } from "~/components/admin/user-detail/user-activity";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { formatDateTimeId } from "~/domain/dates";
import { PositionMappingSchema, UserDeleteSchema, UserEditSchema } from "~/lib/admin-schemas";
import { pageMeta } from "~/lib/page-meta";
import { divisionOptions, positionsWithParents } from "~/models/organisation.server";
import { accountChanges, activityHistory, allRoleNames, currentOtpAttempts, toApiUser } from "~/models/user-admin.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { errorMessage, replyFromError } from "~/services/form-errors.server";
import { requestTranslator } from "~/services/i18n.server";
import {
  blockUser,
  clearPositionMapping,
  deleteUser,
  readableUser,
  resetOtpAttemptsOf,
  setFailedLoginCounter,
  setPositionMapping,
  unblockUser,
  updateUser,
  userScope,
} from "~/services/user-admin.server";
import { readForm } from "~/services/http.server";

export const meta = pageMeta;
export const handle = { title: "admin:users.detail.title" };

const HISTORY_PAGE = 15;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  const row = readableUser(admin, params.id ?? "");
  const hpage = z.coerce.number().int().min(1).max(100_000).catch(1).parse(new URL(request.url).searchParams.get("hpage"));
  const history = activityHistory(row.user.id, { limit: HISTORY_PAGE, offset: (hpage - 1) * HISTORY_PAGE });
  const scope = userScope(admin);
  const isSelf = admin.id === row.user.id;
  const t = await requestTranslator(request, context, "admin");
  return json({
    pageTitle: `${row.user.fullname ?? t("users.detail.title")} · ${t("users.title")}`,
    user: toApiUser(row),
    isSelf,
    canManage: hasPermission(admin, "manage:user") && row.user.status !== "deleted",
    accessEditable: !isSelf && scope.all && admin.levelAccess <= 1,
    roles: allRoleNames(),
    divisions: divisionOptions().map((d) => ({ value: d.value, label: d.label })),
    positions: positionsWithParents()
      .filter((p) => scope.all || (p.division && scope.divisionIds.includes(p.division.id)))
      .map((p) => ({ id: p.position.id, name: p.position.name, unit: p.unit?.name ?? "", division: p.division?.name ?? "" })),
    otpAttempts: currentOtpAttempts(row.user.id),
    history: { rows: history.rows, total: history.total, page: hpage, perpage: HISTORY_PAGE },
    changes: accountChanges(row.user.id),
  });
}

export type Intent = "update" | "position" | "clear-position" | "block" | "unblock" | "reset-login" | "reset-otp" | "delete";
const DONE = {
  "clear-position": "users.toast.positionRemoved",
  block: "users.toast.blocked",
  unblock: "users.toast.unblocked",
  "reset-login": "users.toast.loginReset",
  "reset-otp": "users.toast.otpReset",
} as const satisfies Record<Exclude<Intent, "update" | "position" | "delete">, string>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  const id = params.id ?? "";
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as Intent;
  const here = `/admin/users/${id}`;
  const t = await requestTranslator(request, context, "admin");

  if (intent === "update" || intent === "position" || intent === "delete") {
    const schema = intent === "update" ? UserEditSchema : intent === "position" ? PositionMappingSchema : UserDeleteSchema;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return json({ intent, result: submission.reply(), message: null }, { status: 400 });
    try {
      if (submission.value && intent === "update") {
        const { changed } = updateUser(admin, id, submission.value as z.infer<typeof UserEditSchema>, { clearMissing: true });
        const title = changed.length ? t("users.toast.saved", { fields: changed.join(", ") }) : t("users.toast.nothingToChange");
        return redirect(here, { headers: await withToast(request, { kind: changed.length ? "success" : "info", title }) });
      }
      if (intent === "position") {
        setPositionMapping(admin, id, submission.value as z.infer<typeof PositionMappingSchema>);
        return redirect(here, { headers: await withToast(request, { kind: "success", title: t("users.toast.positionSaved") }) });
      }
      deleteUser(admin, id);
      return redirect("/admin/users", {
        headers: await withToast(request, { kind: "success", title: t("users.toast.deleted"), description: t("users.toast.deletedDescription") }),
      });
    } catch (error) {
      const reply = await replyFromError(error, (o) => submission.reply(o));
      if (!reply) throw error;
      return json({ intent, result: reply.result, message: null }, { status: reply.status });
    }
  }

  try {
    if (intent === "clear-position") clearPositionMapping(admin, id);
    else if (intent === "block") blockUser(admin, id);
    else if (intent === "unblock") unblockUser(admin, id);
    else if (intent === "reset-login") setFailedLoginCounter(admin, id, 0);
    else if (intent === "reset-otp") {
      const reset = resetOtpAttemptsOf(admin, id);
      if (!reset)
        return redirect(here, { headers: await withToast(request, { kind: "info", title: t("users.toast.noCode"), description: t("users.toast.noCodeDescription") }) });
    } else return json({ intent, result: null, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    const failure = await errorMessage(error);
    if (!failure) throw error;
    return redirect(here, { headers: await withToast(request, { kind: "error", title: failure.message }) });
  }
  return redirect(here, { headers: await withToast(request, { kind: "success", title: t(DONE[intent]) }) });
}

export default function UserPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const u = data.user;
  const roleLabels = Object.fromEntries(data.roles.map((r) => [r.name, r.label]));
  return (
    <div className="space-y-4">
      <PageHeader
        title={u.fullname || "DIGIMON"}
        crumbs={[{ label: t("common.administration") }, { label: t("users.title"), to: "/admin/users" }, { label: u.fullname || u.email }]}
        description={u.jobPosition ? `${u.jobPosition} · ${u.email}` : u.email}
      />
      <div className="-mt-3 flex flex-wrap items-center gap-2" aria-label={t("users.detail.statusAndRoles")}>
        <UserStatusBadge status={u.status} />
        <RoleBadges roles={u.roles} labels={roleLabels} />
      </div>
      {u.status === "deleted" ? (
        <Alert variant="warning">
          <AlertDescription>{t("users.detail.deletedNotice", { at: formatDateTimeId(u.deletedAt!) })}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
        <ProfileCard data={data} />
        <div className="space-y-4">
          <SecurityCard data={data} />
          <PositionCard data={data} />
        </div>
      </div>
      <UserActivity data={data} />
      <AccountChanges data={data} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
