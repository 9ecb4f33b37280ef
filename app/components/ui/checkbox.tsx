import * as React from "react";

import { cn } from "~/lib/utils";

/** A styled native checkbox: submits with the form (value "on" unless `value` is set) and works without JavaScript. */
const Checkbox = React.forwardRef<HTMLInputElement, Omit<React.ComponentProps<"input">, "type">>(
  ({ className, ...props }, ref) => {
    return (
      <input
        type="checkbox"
        className={cn(
          // the focus outline comes from the global :focus-visible rule (box-shadow rings do not show on native checkboxes)
          "peer h-4 w-4 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        ref={ref}
        {...props}
      />
    );
  },
);
Checkbox.displayName = "Checkbox";

export { Checkbox };
