import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import type { CompanyStateName, PicStateName } from "~/domain/companies";

const VARIANT: Record<CompanyStateName, "warning" | "destructive" | "success"> = { registered: "warning", approved: "success", rejected: "destructive" };
const PIC_VARIANT: Record<PicStateName, "warning" | "destructive" | "success"> = { waiting: "warning", approved: "success", rejected: "destructive" };

/** A company's status, in words (one badge everywhere: list, detail, history). */
export function CompanyStatusBadge({ status }: { status: CompanyStateName }) {
  const { t } = useTranslation("companies");
  return <Badge variant={VARIANT[status]}>{t(`status.${status}`)}</Badge>;
}

/** A PIC's own approval status. */
export function PicStatusBadge({ status }: { status: PicStateName }) {
  const { t } = useTranslation("companies");
  return <Badge variant={PIC_VARIANT[status]}>{t(`picStatus.${status}`)}</Badge>;
}
