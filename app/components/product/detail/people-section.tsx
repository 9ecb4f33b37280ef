import { useTranslation } from "react-i18next";
import { PenLine } from "lucide-react";
import { Section } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { TableEmptyRow } from "~/components/ui/table-empty-row";
import type { ProductView } from "./product-view";

/** Owners, members and operational members, and who signs the invoices. */
export function PeopleSection({ p }: { p: ProductView }) {
  const { t } = useTranslation("products");
  const { t: tc } = useTranslation("common");
  return (
    <Section id="people" title={t("sections.people")} description={t("detail.peopleDescription")}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("detail.role")}</TableHead>
            <TableHead>{tc("name")}</TableHead>
            <TableHead>{tc("email")}</TableHead>
            <TableHead>{t("detail.referenceId")}</TableHead>
            <TableHead>{t("detail.account")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {p.people.map((m) => (
            <TableRow key={m.id}>
              <TableCell className="text-muted-foreground">{t(`detail.roles.${m.role}`)}</TableCell>
              <TableCell className="font-medium">
                <span className="inline-flex items-center gap-2">
                  {m.name}
                  {m.isInvoiceSigner ? (
                    <Badge variant="default">
                      <PenLine aria-hidden="true" /> {t("detail.invoiceSigner")}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell>{m.email || <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell className="font-mono text-xs">{m.referenceId}</TableCell>
              <TableCell>
                {m.userStatus === "active" ? (
                  <Badge variant="success">{t("detail.active")}</Badge>
                ) : m.userStatus === "pending" ? (
                  <Badge variant="warning">{t("detail.pendingActivation")}</Badge>
                ) : m.userStatus ? (
                  <Badge variant="destructive">{m.userStatus}</Badge>
                ) : (
                  <span className="text-xs text-muted-foreground">{t("detail.noAccount")}</span>
                )}
              </TableCell>
            </TableRow>
          ))}
          {p.people.length === 0 ? (
            <TableEmptyRow colSpan={5} className="py-6">
              {t("detail.nobody")}
            </TableEmptyRow>
          ) : null}
        </TableBody>
      </Table>
    </Section>
  );
}
