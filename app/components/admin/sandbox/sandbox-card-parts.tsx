import { Form } from "@remix-run/react";
import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "~/components/ui/card";

/** A sandbox twin's card on /admin/sandbox: the flask, its name (labelling the card) and what it stands in for. */
export function SandboxCardFrame({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id} className="flex items-center gap-2 text-base">
          <FlaskConical className="size-4" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** A no-JS form posting one of the sandbox page's intents for a twin ("quick" sets its next answer, "clear" its rules). */
export function SandboxSystemForm({
  intent,
  system,
  outcome,
  children,
}: {
  intent: "quick" | "clear";
  system: string;
  outcome?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="system" value={system} />
      {outcome ? <input type="hidden" name="outcome" value={outcome} /> : null}
      {children}
    </Form>
  );
}
