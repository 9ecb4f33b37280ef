import * as React from "react";

import { cn } from "~/lib/utils";

/** A NativeSelect's classes. */
export const nativeSelectClasses = (className?: string) => cn(
  "native-select flex h-9 w-full appearance-none rounded-md border border-input bg-card py-1 pe-8 ps-3 text-sm shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive [&[multiple]]:h-auto [&[multiple]]:py-1.5",
  className,
);

/**
 * A styled plain <select>: submits with the form and works without JavaScript, so forms use this one.
 * The chevron is the `.native-select` background image from app/tailwind.css (it flips under dir="rtl").
 */
const NativeSelect = React.forwardRef<HTMLSelectElement, React.ComponentProps<"select">>(
  ({ className, ...props }, ref) => {
    return (
      <select
        className={nativeSelectClasses(className)}
        ref={ref}
        {...props}
      />
    );
  },
);
NativeSelect.displayName = "NativeSelect";

export { NativeSelect };
