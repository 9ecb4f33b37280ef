import { FileDown } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/** The outline button that downloads a document's PDF from /resources/documents/<kind>/<id>. */
export function PdfDownloadButton({ kind, id, children }: { kind: "po" | "billing" | "invoice" | "quotation"; id: string; children?: ReactNode }) {
  const { t } = useTranslation("documents");
  return (
    <Button variant="outline" asChild>
      <a href={`/resources/documents/${kind}/${id}`} download>
        <FileDown className="size-4" aria-hidden="true" /> {children ?? t("pdf")}
      </a>
    </Button>
  );
}
