import { useServerMessage } from "~/lib/server-message";
import { Alert, AlertDescription } from "./alert";

/**
 * The refusal an action answered with (its English `message`, translated for the reader), shown above the page's
 * content as an alert that screen readers announce; nothing when there is none.
 */
export function ActionAlert({ message }: { message: string | null | undefined }) {
  const translate = useServerMessage();
  if (!message) return null;
  return (
    <Alert variant="destructive" className="mb-4" role="alert">
      <AlertDescription>{translate(message)}</AlertDescription>
    </Alert>
  );
}
