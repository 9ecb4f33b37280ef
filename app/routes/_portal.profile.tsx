import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  type MetaFunction,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Bookmark, Camera, KeyRound, LogOut, Trash2, X } from "lucide-react";
import type { ReactNode } from "react";
import { z } from "zod";
import { PageHeader } from "~/components/layout/page-header";
import { roleLabel } from "~/components/layout/shell-types";
import { Avatar } from "~/components/layout/user-menu";
import { FormErrorAlert } from "~/components/ui/form-error-alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { FormField } from "~/components/ui/form-field";
import { formatDateId } from "~/domain/dates";
import { listBookmarks } from "~/models/bookmark.server";
import { getProfile, updateProfile } from "~/models/profile.server";
import { logActivity } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { MAX_AVATAR_BYTES, removeAvatar, saveAvatar } from "~/services/avatar.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";

export const meta: MetaFunction = () => [{ title: "Profile · Digimon" }];
export const handle = { title: "Profile" };

export const ProfileSchema = z.object({
  fullname: z.string({ required_error: "Enter your full name" }).trim().min(2, "Enter your full name").max(100, "Use at most 100 characters"),
  phoneNumber: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[\s-]/g, "") : undefined))
    .refine((v) => v === undefined || /^\+?\d{8,16}$/.test(v), "Enter a phone number of 8 to 16 digits, for example 0812 1000 0001"),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const profile = getProfile(user.id);
  if (!profile) throw httpError(404, "Your account was not found.");
  return json({ profile, roles: user.roles, bookmarks: listBookmarks(user.id) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      // A little above the limit, so an over-size file is reported by saveAvatar's own message rather than cut.
      form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_AVATAR_BYTES + 1024 }));
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) return json({ intent: "avatar" as const, result: null, avatarError: "The picture may be at most 2 MB." }, { status: 400 });
      throw error;
    }
    const file = form.get("avatar");
    if (!(file instanceof Blob)) return json({ intent: "avatar" as const, result: null, avatarError: "Choose a picture to upload." }, { status: 400 });
    const saved = await saveAvatar(user.id, file);
    if (!saved.ok) return json({ intent: "avatar" as const, result: null, avatarError: saved.message }, { status: 400 });
    logActivity(user.id, "profile.avatar-changed");
    return redirect("/profile", { headers: await withToast(request, { kind: "success", title: "Profile picture updated" }) });
  }

  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "remove-avatar") {
    await removeAvatar(user.id);
    return redirect("/profile", { headers: await withToast(request, { kind: "success", title: "Profile picture removed" }) });
  }
  if (intent !== "profile") throw httpError(400, "Unknown request.");
  const submission = parseWithZod(formData, { schema: ProfileSchema });
  if (submission.status !== "success") return json({ intent: "profile" as const, result: submission.reply(), avatarError: null }, { status: 400 });
  updateProfile(user.id, { fullname: submission.value.fullname, phoneNumber: submission.value.phoneNumber ?? null });
  logActivity(user.id, "profile.updated");
  return redirect("/profile", { headers: await withToast(request, { kind: "success", title: "Profile saved" }) });
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[140px_1fr] sm:gap-3">
      <dt className="text-xs font-medium text-muted-foreground sm:py-0.5">{label}</dt>
      <dd className="text-sm">{children || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const { profile, roles, bookmarks } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    defaultValue: { fullname: profile.fullname ?? "", phoneNumber: profile.phoneNumber ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const displayName = profile.fullname?.trim() || "DIGIMON";

  return (
    <div>
      <PageHeader title="Profile" crumbs={[{ label: "Profile" }]} description="Your account, your place in the organisation and your pinned pages." />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4">
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
                  Profile picture
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
                  PNG or JPG, at most 2 MB.
                </p>
                <FieldError id="avatar-error" errors={actionData?.avatarError} />
                <div className="flex gap-2">
                  <Button type="submit" size="sm" disabled={busy}>
                    <Camera aria-hidden="true" /> Upload picture
                  </Button>
                </div>
              </Form>
              {profile.avatarPath ? (
                <Form method="post" className="w-full text-start">
                  <Button type="submit" name="intent" value="remove-avatar" variant="ghost" size="sm" className="text-destructive hover:text-destructive">
                    <Trash2 aria-hidden="true" /> Remove picture
                  </Button>
                </Form>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Security</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <Button asChild variant="outline" className="justify-start">
                <Link to="/change-password">
                  <KeyRound aria-hidden="true" /> Change password
                </Link>
              </Button>
              <Form method="post" action="/logout" reloadDocument>
                <Button type="submit" variant="outline" className="w-full justify-start text-destructive hover:text-destructive">
                  <LogOut aria-hidden="true" /> Log Out
                </Button>
              </Form>
            </CardContent>
          </Card>
        </div>

        <div className="space-y-4 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Account details</h2>
              </CardTitle>
              <CardDescription>Your name is what colleagues see on documents and in history records.</CardDescription>
            </CardHeader>
            <CardContent>
              <Form method="post" {...getFormProps(form)} className="space-y-4">
                <FormErrorAlert errors={form.errors} />
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label="Full name" name="fullname" required errors={fields.fullname.errors} inputProps={{ ...getInputProps(fields.fullname, { type: "text" }), autoComplete: "name" }} />
                  <FormField label="Phone number" name="phoneNumber" errors={fields.phoneNumber.errors} inputProps={{ ...getInputProps(fields.phoneNumber, { type: "tel" }), autoComplete: "tel", inputMode: "tel" }} />
                </div>
                <dl className="grid gap-2 rounded-md bg-muted/50 p-3">
                  <Detail label="E-mail">{profile.email}</Detail>
                  <Detail label="NIK">{profile.nik}</Detail>
                  <Detail label="Reference ID">{profile.referenceId}</Detail>
                  <Detail label="Type">{profile.type}</Detail>
                  <Detail label="Job position">{profile.jobPosition}</Detail>
                  <Detail label="Member since">{formatDateId(profile.createdAt)}</Detail>
                </dl>
                <div className="flex justify-end">
                  <Button type="submit" name="intent" value="profile" disabled={busy}>
                    Save changes
                  </Button>
                </div>
              </Form>
            </CardContent>
          </Card>

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

          <Card id="bookmarks">
            <CardHeader>
              <CardTitle asChild>
                <h2>Pinned pages</h2>
              </CardTitle>
              <CardDescription>The first 10 show in the navbar; the rest wait and move up as you remove shown ones.</CardDescription>
            </CardHeader>
            <CardContent>
              {bookmarks.shown.length === 0 ? <p className="text-sm text-muted-foreground">Nothing pinned yet. Use the pin button in the navbar on any page.</p> : null}
              <ul className="divide-y">
                {[...bookmarks.shown.map((b) => ({ ...b, waiting: false })), ...bookmarks.waiting.map((b) => ({ ...b, waiting: true }))].map((b) => (
                  <li key={b.id} className="flex items-center gap-3 py-2">
                    <Bookmark aria-hidden="true" className={b.waiting ? "size-4 text-muted-foreground" : "size-4 text-primary"} />
                    <Link to={b.url} className="min-w-0 flex-1 truncate text-sm hover:underline">
                      {b.title} <span className="text-xs text-muted-foreground">{b.url}</span>
                    </Link>
                    {b.waiting ? <Badge variant="outline">Waiting</Badge> : null}
                    <Form method="post" action="/resources/bookmarks">
                      <input type="hidden" name="id" value={b.id} />
                      <input type="hidden" name="redirectTo" value="/profile#bookmarks" />
                      <Button type="submit" name="intent" value="remove" variant="ghost" size="icon" className="size-8" aria-label={`Remove ${b.title}`}>
                        <X aria-hidden="true" />
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
