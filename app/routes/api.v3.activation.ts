import type { ActionFunctionArgs } from "@remix-run/node";
import { activate } from "~/services/account.server";
import { apiHandler, fail, ok } from "~/services/api.server";

/** POST activation?token=&email=. */
export const action = ({ request }: ActionFunctionArgs) =>
  apiHandler(() => {
    const url = new URL(request.url);
    const token = url.searchParams.get("token");
    const email = url.searchParams.get("email");
    if (!token || !email) return fail(400, "token and email are required");
    return activate(token, email) ? ok({ message: "Account activated" }) : fail(400, "The activation link has expired or was already used");
  });

export const loader = () => fail(405, "Use POST");
