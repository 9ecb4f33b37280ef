import type { ActionFunctionArgs } from "@remix-run/node";
import { MOCK_MESSAGES, mockBody, mockFail, mockHandler, mockReply } from "~/services/mock.server";

/** POST /mock/faq/feedback {answer}: thanks the sender, naming the answer; 'Thanks for the response!' when none is given. */
export const action = ({ request }: ActionFunctionArgs) =>
  mockHandler(async () => {
    if (request.method !== "POST") return mockFail(405, "Use POST");
    const body = await mockBody(request);
    const answer = typeof body.answer === "string" || typeof body.answer === "number" || typeof body.answer === "boolean" ? String(body.answer).trim().slice(0, 200) : "";
    if (!answer) return mockReply({ answer: null }, null, { message: MOCK_MESSAGES.thanks });
    return mockReply({ answer }, null, { message: `Thanks for the response! You answered "${answer}".` });
  });

export const loader = () => mockHandler(() => mockFail(405, "Use POST"));
