import { Alert, AlertDescription } from "~/components/ui/alert";
import { useServerMessage } from "~/lib/server-message";

/** The errors of a whole form (conform's form.errors) in one destructive alert, translated. Renders nothing when there are none. */
export function FormErrorAlert({ errors, id }: { errors: readonly string[] | undefined; id?: string }) {
  const message = useServerMessage();
  if (!errors?.length) return null;
  return (
    <Alert variant="destructive" id={id}>
      <AlertDescription>{errors.map(message).join(" ")}</AlertDescription>
    </Alert>
  );
}
