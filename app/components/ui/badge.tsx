import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "~/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 [&_svg]:size-3 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "text-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground",
        success: "border-transparent bg-success text-success-foreground",
        warning: "border-transparent bg-warning text-warning-foreground",
        info: "border-transparent bg-info text-info-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

export interface BadgeProps extends React.HTMLAttributes<HTMLDivElement>, VariantProps<typeof badgeVariants> {}

// A list page shows a hundred badges of a handful of kinds: each variant and class combination is merged
// (cva + tailwind-merge) once, not once per badge. Bounded, for a className built from data.
const merged = new Map<string, string>();
function badgeClass(variant: BadgeProps["variant"], className: string | undefined): string {
  const key = `${variant ?? ""}|${className ?? ""}`;
  let value = merged.get(key);
  if (value === undefined) {
    value = cn(badgeVariants({ variant }), className);
    if (merged.size >= 500) merged.clear();
    merged.set(key, value);
  }
  return value;
}

function Badge({ className, variant, ...props }: BadgeProps) {
  return <div className={badgeClass(variant, className)} {...props} />;
}

export { Badge, badgeVariants };
