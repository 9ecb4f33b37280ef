import { GeneralErrorBoundary } from "~/components/error-boundary";

/** Any unknown URL: the shared styled 404. */
export function loader() {
  throw new Response("The page you asked for does not exist or has moved.", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = GeneralErrorBoundary;
