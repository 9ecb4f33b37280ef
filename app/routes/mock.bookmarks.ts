import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listBookmarks, pinBookmark } from "~/models/bookmark.server";
import { mockBody, mockFail, mockHandler, mockReply, mockUser } from "~/services/mock.server";

/** GET /mock/bookmarks: the caller's pinned pages (the ten shown; meta.total counts the waiting ones too). */
export const loader = ({ request, context }: LoaderFunctionArgs) =>
  mockHandler(async () => {
    const user = await mockUser(request, context);
    const { shown, waiting } = listBookmarks(user.id);
    return mockReply(shown, { total: shown.length + waiting.length, filtered: shown.length, count: shown.length, waiting: waiting.length });
  });

/** POST /mock/bookmarks {url, title}: pins a page of the portal for the caller. */
export const action = ({ request, context }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use GET or POST");
    const user = await mockUser(request, context);
    const body = await mockBody(request);
    const url = typeof body.url === "string" ? body.url.trim() : "";
    const title = typeof body.title === "string" && body.title.trim() ? body.title.trim().slice(0, 120) : url;
    if (!/^\/[^/\\]/.test(url) && url !== "/") return mockFail(400, "url is a path of the portal, starting with /");
    if (url.length > 300) return mockFail(400, "url is longer than 300 characters");
    const result = pinBookmark(user.id, url, title);
    if (result.status === "already") return mockFail(409, `${url} is already pinned`);
    if (result.status === "full") return mockFail(409, "Too many bookmarks; remove one first");
    return mockReply({ url, title, shown: result.shown }, null, { status: 201 });
  });
