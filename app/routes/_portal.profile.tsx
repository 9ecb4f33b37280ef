import { parseWithZod } from "@conform-to/zod";
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/layout/page-header";
import { AccountDetailsCard } from "~/components/profile/account-details-card";
import { AvatarCard } from "~/components/profile/avatar-card";
import { PinnedPagesCard } from "~/components/profile/pinned-pages-card";
import { PositionMappingCard } from "~/components/profile/position-mapping-card";
import { ProfileSchema } from "~/components/profile/profile-schema";
import { SecurityCard } from "~/components/profile/security-card";
import { LanguageCard } from "~/components/profile/language-card";
import { pageMeta } from "~/lib/page-meta";
import { listBookmarks } from "~/models/bookmark.server";
import { getProfile, updateProfile } from "~/models/profile.server";
import { logActivity } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { MAX_AVATAR_BYTES, removeAvatar, saveAvatar } from "~/services/avatar.server";
import { withToast } from "~/services/cookies.server";
import { httpError, readForm } from "~/services/http.server";
import { requestTranslator } from "~/services/i18n.server";

export const meta = pageMeta;
export const handle = { title: "profile:title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const profile = getProfile(user.id);
  if (!profile) throw httpError(404, "Your account was not found.");
  const t = await requestTranslator(request, context, "profile");
  return json({ pageTitle: t("title"), profile, roles: user.roles, bookmarks: listBookmarks(user.id) });
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

export default function ProfilePage() {
  const { t } = useTranslation("profile");
  const { profile, roles, bookmarks } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title={t("title")} crumbs={[{ label: t("title") }]} description={t("description")} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4">
          <AvatarCard profile={profile} roles={roles} />
          <SecurityCard />
          <LanguageCard />
        </div>

        <div className="space-y-4 lg:col-span-2">
          <AccountDetailsCard profile={profile} />
          <PositionMappingCard profile={profile} />
          <PinnedPagesCard bookmarks={bookmarks} />
        </div>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
