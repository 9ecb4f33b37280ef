import { mockFail, mockHandler } from "~/services/mock.server";

/** Any other /mock path: the mock wrapper's 404 (still 404 in production mode, where no mock exists). */
export const loader = () => mockHandler(() => mockFail(404, "There is no such mocked call"));
export const action = loader;
