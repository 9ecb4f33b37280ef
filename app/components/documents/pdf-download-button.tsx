import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/** The outline button that downloads a document's PDF from /resources/documents/<kind>/<id>. */
export function PdfDownloadButton({ kind, id, children = "PDF" }: { kind: "po" | "billing" | "invoice"; id: string; children?: ReactNode }) {
  return (
    <Button variant="outline" asChild>
      <a href={`/resources/documents/${kind}/${id}`} download>
        <FileDown className="size-4" aria-hidden="true" /> {children}
      </a>
    </Button>
  );
}
