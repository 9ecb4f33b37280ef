import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";

/** A card with a plain title over its content, the usual section of a detail page. */
export function SectionCard({ title, className, contentClassName, children }: { title: ReactNode; className?: string; contentClassName?: string; children: ReactNode }) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
