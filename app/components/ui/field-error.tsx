import * as React from "react";

import { useServerMessage } from "~/lib/server-message";
import { cn } from "~/lib/utils";

export interface FieldErrorProps extends React.HTMLAttributes<HTMLDivElement> {
  /** Referenced by the control's aria-describedby. */
  id: string;
  errors?: ReadonlyArray<string | null | undefined> | string | null;
}

/**
 * The errors of one field (as returned by the server's 400 or by conform), in the reader's language (the server
 * sends English: lib/server-message.ts). Renders nothing when there are none.
 */
const FieldError = React.forwardRef<HTMLDivElement, FieldErrorProps>(({ id, errors, className, ...props }, ref) => {
  const message = useServerMessage();
  const list = (typeof errors === "string" ? [errors] : errors ?? []).filter((e): e is string => Boolean(e)).map(message);
  if (list.length === 0) return null;
  return (
    <div ref={ref} id={id} role="alert" className={cn("text-xs font-medium text-destructive", className)} {...props}>
      {list.length === 1 ? (
        <p>{list[0]}</p>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {list.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
});
FieldError.displayName = "FieldError";

export { FieldError };
