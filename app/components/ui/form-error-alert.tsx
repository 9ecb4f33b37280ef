import { Alert, AlertDescription } from "~/components/ui/alert";

/** The errors of a whole form (conform's form.errors) in one destructive alert. Renders nothing when there are none. */
export function FormErrorAlert({ errors, id }: { errors: readonly string[] | undefined; id?: string }) {
  if (!errors?.length) return null;
  return (
    <Alert variant="destructive" id={id}>
      <AlertDescription>{errors.join(" ")}</AlertDescription>
    </Alert>
  );
}
