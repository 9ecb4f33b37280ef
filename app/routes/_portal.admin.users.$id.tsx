import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect, type SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Ban, KeyRound, LockOpen, MapPin, RotateCcw, Save, Trash2, Unlink } from "lucide-react";
import { z } from "zod";
import { Detail, Pager, RoleBadges, UserStatusBadge } from "~/components/admin/list-parts";
import { type UserFormValues, UserProfileFields } from "~/components/admin/user-fields";
import { PageHeader } from "~/components/layout/page-header";
import { Alert, AlertDescription } from "~/components/ui/alert";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Checkbox } from "~/components/ui/checkbox";
import { FieldError } from "~/components/ui/field-error";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import { formatDateId, formatDateTimeId } from "~/domain/dates";
import { formatNumberId } from "~/domain/money";
import { PositionMappingSchema, UserEditSchema } from "~/lib/admin-schemas";
import { divisionOptions, positionsWithParents } from "~/models/organisation.server";
import { accountChanges, activityHistory, allRoleNames, currentOtpAttempts, toApiUser } from "~/models/user-admin.server";
import { hasPermission, requireUserWithPermission } from "~/services/auth.server";
import { withToast } from "~/services/cookies.server";
import { errorMessage, replyFromError } from "~/services/form-errors.server";
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.user.fullname ?? "User"} · Users · Digimon` }];
export const handle = { title: "User" };

const HISTORY_PAGE = 15;
const DeleteSchema = z.object({ confirm: z.literal("on", { errorMap: () => ({ message: "Tick the box to confirm" }) }) });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "read:user");
  const row = readableUser(admin, params.id ?? "");
  const hpage = z.coerce.number().int().min(1).max(100_000).catch(1).parse(new URL(request.url).searchParams.get("hpage"));
  const history = activityHistory(row.user.id, { limit: HISTORY_PAGE, offset: (hpage - 1) * HISTORY_PAGE });
  const scope = userScope(admin);
  const isSelf = admin.id === row.user.id;
  return json({
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

type Intent = "update" | "position" | "clear-position" | "block" | "unblock" | "reset-login" | "reset-otp" | "delete";
const DONE: Record<Exclude<Intent, "update" | "position" | "delete">, string> = {
  "clear-position": "Position mapping removed",
  block: "User blocked; their sessions have ended",
  unblock: "User unblocked; failed sign-ins reset to 0",
  "reset-login": "Failed sign-in counter reset to 0",
  "reset-otp": "One-time code attempts reset",
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireUserWithPermission(request, context, "manage:user");
  const id = params.id ?? "";
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as Intent;
  const here = `/admin/users/${id}`;

  if (intent === "update" || intent === "position" || intent === "delete") {
    const schema = intent === "update" ? UserEditSchema : intent === "position" ? PositionMappingSchema : DeleteSchema;
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") return json({ intent, result: submission.reply(), message: null }, { status: 400 });
    try {
      if (submission.value && intent === "update") {
        const { changed } = updateUser(admin, id, submission.value as z.infer<typeof UserEditSchema>, { clearMissing: true });
        const title = changed.length ? `Saved: ${changed.join(", ")}` : "Nothing to change";
        return redirect(here, { headers: await withToast(request, { kind: changed.length ? "success" : "info", title }) });
      }
      if (intent === "position") {
        setPositionMapping(admin, id, submission.value as z.infer<typeof PositionMappingSchema>);
        return redirect(here, { headers: await withToast(request, { kind: "success", title: "Position mapping saved" }) });
      }
      deleteUser(admin, id);
      return redirect("/admin/users", {
        headers: await withToast(request, { kind: "success", title: "User deleted", description: "The account and its history are kept with status deleted." }),
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
        return redirect(here, { headers: await withToast(request, { kind: "info", title: "No one-time code is waiting", description: "There were no attempts to reset." }) });
    } else return json({ intent, result: null, message: "Unknown action" }, { status: 400 });
  } catch (error) {
    const failure = await errorMessage(error);
    if (!failure) throw error;
    return redirect(here, { headers: await withToast(request, { kind: "error", title: failure.message }) });
  }
  return redirect(here, { headers: await withToast(request, { kind: "success", title: DONE[intent] }) });
}

export default function UserPage() {
  const data = useLoaderData<typeof loader>();
  const u = data.user;
  const roleLabels = Object.fromEntries(data.roles.map((r) => [r.name, r.label]));
  return (
    <div className="space-y-4">
      <PageHeader
        title={u.fullname || "DIGIMON"}
        crumbs={[{ label: "Administration" }, { label: "Users", to: "/admin/users" }, { label: u.fullname || u.email }]}
        description={u.jobPosition ? `${u.jobPosition} · ${u.email}` : u.email}
      />
      <div className="-mt-3 flex flex-wrap items-center gap-2" aria-label="Status and roles">
        <UserStatusBadge status={u.status} />
        <RoleBadges roles={u.roles} labels={roleLabels} />
      </div>
      {u.status === "deleted" ? (
        <Alert variant="warning">
          <AlertDescription>This account was deleted on {formatDateTimeId(u.deletedAt!)} WIB. Its history is kept below; it cannot sign in or be changed.</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)]">
        <ProfileCard data={data} />
        <div className="space-y-4">
          <SecurityCard data={data} />
          <PositionCard data={data} />
        </div>
      </div>

      <Card>
        <CardHeader className="pb-2">
          <CardTitle asChild>
            <h2>Activity</h2>
          </CardTitle>
          <CardDescription>Everything {u.fullname || "this user"} did: sign-ins, changes and workflow actions, newest first.</CardDescription>
        </CardHeader>
        <Table aria-label="Activity">
          <TableHeader>
            <TableRow>
              <TableHead>When (WIB)</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Subject</TableHead>
              <TableHead>Details</TableHead>
              <TableHead>IP</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.history.rows.length === 0 ? (
              <TableEmptyRow colSpan={5} className="py-8">
                No Data Available
              </TableEmptyRow>
            ) : (
              data.history.rows.map((h) => (
                <TableRow key={`${h.source}-${h.id}`}>
                  <TableCell className="whitespace-nowrap text-xs">{formatDateTimeId(h.at)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <Badge variant={h.source === "workflow" ? "info" : "outline"} className="me-1.5 font-normal">
                      {h.source === "workflow" ? "workflow" : "activity"}
                    </Badge>
                    <span className="font-mono text-xs">{h.action}</span>
                  </TableCell>
                  <TableCell className="text-xs">
                    <Subject entity={h.entity} id={h.entityId} />
                  </TableCell>
                  <TableCell className="max-w-[28rem] text-xs text-muted-foreground">{describe(h.detail)}</TableCell>
                  <TableCell className="font-mono text-xs">{h.ip ?? "—"}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        <Pager page={data.history.page} perpage={data.history.perpage} total={data.history.total} noun="entries" param="hpage" />
      </Card>

      {data.changes.length ? (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle asChild>
              <h2>Changes to this account</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {data.changes.map((c) => (
                <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2 py-1.5">
                  <span>
                    <span className="font-mono text-xs">{c.action}</span> <span className="text-muted-foreground">by {c.by ?? c.byEmail ?? "the system"}</span>
                  </span>
                  <span className="text-xs text-muted-foreground">{formatDateTimeId(c.at)} WIB</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

type Data = SerializeFrom<typeof loader>;

function ProfileCard({ data }: { data: Data }) {
  const u = data.user;
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm<UserFormValues>({
    id: "user-profile",
    lastResult: actionData?.intent === "update" ? actionData.result : undefined,
    defaultValue: {
      fullname: u.fullname ?? "",
      email: u.email,
      phoneNumber: u.phoneNumber ?? "",
      nik: u.nik ?? "",
      referenceId: u.referenceId,
      type: u.type,
      jobPosition: u.jobPosition ?? "",
      country: u.country,
      roles: u.roles,
      levelAccess: u.levelAccess,
      grantAccess: u.grantAccess,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UserEditSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle asChild>
          <h2>Profile</h2>
        </CardTitle>
        <CardDescription>
          Created {formatDateId(u.createdAt)} · referral code <span className="font-mono">{u.referralCode ?? "—"}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <fieldset disabled={!data.canManage} className="space-y-4">
            <FormErrorAlert errors={form.errors} id={form.errorId} />
            <UserProfileFields
              fields={fields}
              roles={data.roles}
              divisions={data.divisions}
              accessEditable={data.accessEditable}
              rolesEditable={!data.isSelf}
              defaults={{ roles: u.roles, grantAccess: u.grantAccess, levelAccess: u.levelAccess }}
            />
            {data.canManage ? (
              <div className="flex justify-end">
                <Button type="submit" name="intent" value="update" disabled={busy}>
                  <Save aria-hidden="true" /> Save changes
                </Button>
              </div>
            ) : null}
          </fieldset>
        </Form>
      </CardContent>
    </Card>
  );
}

function SecurityCard({ data }: { data: Data }) {
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
          <Detail label="Code wrong tries">
            {data.otpAttempts === null ? <span className="text-muted-foreground">no code waiting</span> : `${formatNumberId(data.otpAttempts)} of 5`}
          </Detail>
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

function DeleteForm({ email }: { email: string }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "user-delete",
    lastResult: actionData?.intent === "delete" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <p className="text-sm font-medium text-destructive">Delete this user</p>
      <p className="text-xs text-muted-foreground">The account is marked deleted and can no longer sign in; its history and documents stay.</p>
      {form.errors?.length ? <p className="text-xs font-medium text-destructive">{form.errors.join(" ")}</p> : null}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox name={fields.confirm.name} aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined} />I understand, delete {email}
      </label>
      <FieldError id={fields.confirm.errorId} errors={fields.confirm.errors} />
      <Button type="submit" name="intent" value="delete" variant="destructive" size="sm">
        <Trash2 aria-hidden="true" /> Delete user
      </Button>
    </Form>
  );
}

function PositionCard({ data }: { data: Data }) {
  const mapping = data.user.positionMapping;
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "user-position",
    lastResult: actionData?.intent === "position" ? actionData.result : undefined,
    defaultValue: { positionId: mapping.position?._id ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PositionMappingSchema }),
    shouldValidate: "onSubmit",
  });
  const groups = new Map<string, typeof data.positions>();
  for (const p of data.positions) groups.set(`${p.division} › ${p.unit}`, [...(groups.get(`${p.division} › ${p.unit}`) ?? []), p]);
  const mapped = mapping.company || mapping.division || mapping.unit || mapping.position;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle asChild>
          <h2>Position in the organisation</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {mapped ? (
          <dl>
            <Detail label="Company">{mapping.company?.name ?? "—"}</Detail>
            <Detail label="Division">{mapping.division?.name ?? "—"}</Detail>
            <Detail label="Unit">{mapping.unit?.name ?? "—"}</Detail>
            <Detail label="Position">{mapping.position?.name ?? "—"}</Detail>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Not mapped: the portal uses the defaults (DIGITAL BUSINESS, DIT-DDB).</p>
        )}
        {data.canManage ? (
          <>
            <Form method="post" {...getFormProps(form)} className="space-y-2">
              {form.errors?.length ? <p className="text-xs font-medium text-destructive">{form.errors.join(" ")}</p> : null}
              <Label htmlFor={fields.positionId.id}>Map to position</Label>
              <NativeSelect
                id={fields.positionId.id}
                name={fields.positionId.name}
                defaultValue={mapping.position?._id ?? ""}
                aria-invalid={fields.positionId.errors ? true : undefined}
                aria-describedby={fields.positionId.errors ? fields.positionId.errorId : undefined}
                className="text-sm"
              >
                <option value="">Choose a position…</option>
                {[...groups.entries()].map(([group, list]) => (
                  <optgroup key={group} label={group}>
                    {list.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </NativeSelect>
              <FieldError id={fields.positionId.errorId} errors={fields.positionId.errors} />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" name="intent" value="position" size="sm">
                  <MapPin aria-hidden="true" /> Save mapping
                </Button>
              </div>
            </Form>
            {mapped ? (
              <Form method="post">
                <Button type="submit" name="intent" value="clear-position" variant="outline" size="sm">
                  <Unlink aria-hidden="true" /> Remove mapping
                </Button>
              </Form>
            ) : null}
          </>
        ) : null}
        <p className="text-xs text-muted-foreground">
          The tree is edited under{" "}
          <Link to="/admin/organisation" className="text-primary hover:underline">
            Organisation
          </Link>
          .
        </p>
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

const DOCUMENT_PAGES: Record<string, string> = {
  invoice: "/invoices",
  billing: "/billings",
  purchase_order: "/purchase-orders",
  "purchase-order": "/purchase-orders",
  product: "/products",
  recurring: "/recurring",
  user: "/admin/users",
};

/** What an entry was about, linked to its page where the portal has one. */
function Subject({ entity, id }: { entity: string | null; id: string | null }) {
  if (!entity) return <span className="text-muted-foreground">—</span>;
  const base = DOCUMENT_PAGES[entity];
  const label = entity.replace(/[_-]/g, " ");
  if (!id) return <span>{label}</span>;
  return base ? (
    <Link to={`${base}/${encodeURIComponent(id)}`} className="hover:text-primary hover:underline">
      {label} <span className="font-mono text-[11px] text-muted-foreground">{id.length > 12 ? `${id.slice(0, 8)}…` : id}</span>
    </Link>
  ) : (
    <span>
      {label} <span className="font-mono text-[11px] text-muted-foreground">{id.length > 12 ? `${id.slice(0, 8)}…` : id}</span>
    </span>
  );
}

/** The detail of an activity entry as short "key: value" text. */
function describe(detail: Record<string, unknown> | null): string {
  if (!detail) return "—";
  const parts = Object.entries(detail)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(", ") : typeof v === "object" ? JSON.stringify(v) : String(v)}`);
  return parts.length ? parts.join(" · ") : "—";
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
