import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { formatRupiah } from "~/domain/money";
import { ALLOCATION_FIELD } from "~/lib/schemas/payments";

export type OpenBillingView = {
  id: string;
  billingNumber: string | null;
  customerName: string | null;
  amountDue: number;
  paidAmount: number;
  invoiceId: string | null;
  invoiceNumber: string | null;
};

/**
 * The unmatched queue's match form: the billings found, each with an amount field (one filled is a match, several a
 * split) and a button that gives it all that is left of the payment. Works without JavaScript.
 */
export function SplitForm({
  paymentId,
  billings,
  errors,
  busy,
}: {
  paymentId: string;
  billings: OpenBillingView[];
  errors: Record<string, string[] | undefined>;
  busy: boolean;
}) {
  const { t } = useTranslation("payments");
  return billings.length ? (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="paymentId" value={paymentId} />
      {/* Enter in an amount field submits the split (the form's first submit button), not a row's "match all". */}
      <button
        type="submit"
        name="intent"
        value="match"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
      />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("queue.billing")}</TableHead>
            <TableHead>{t("queue.customer")}</TableHead>
            <TableHead className="text-end">{t("queue.balance")}</TableHead>
            <TableHead>{t("columns.allocated")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {billings.map((b) => {
            const name = `${ALLOCATION_FIELD}${b.id}`;
            const number = b.billingNumber ?? b.id.slice(0, 8);
            const fieldErrors = errors[name];
            return (
              <TableRow key={b.id} data-testid="open-billing">
                <TableCell>
                  <Link
                    to={`/billings/${b.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {number}
                  </Link>
                  {b.invoiceId ? (
                    <div className="text-xs">
                      <Link
                        to={`/invoices/${b.invoiceId}`}
                        className="text-muted-foreground hover:underline"
                      >
                        {b.invoiceNumber ?? t("queue.invoice")}
                      </Link>
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="max-w-[12rem] truncate">
                  {b.customerName}
                </TableCell>
                <TableCell className="whitespace-nowrap text-end">
                  {formatRupiah(b.amountDue - b.paidAmount)}
                  {b.paidAmount ? (
                    <div className="text-xs text-muted-foreground">
                      {formatRupiah(b.amountDue)}
                    </div>
                  ) : null}
                </TableCell>
                <TableCell className="space-y-1">
                  <Input
                    name={name}
                    inputMode="numeric"
                    placeholder="Rp"
                    autoComplete="off"
                    aria-label={t("queue.allocate", { billing: number })}
                    aria-invalid={fieldErrors ? true : undefined}
                    aria-describedby={fieldErrors ? `${name}-error` : undefined}
                    className="h-8 w-36"
                  />
                  {fieldErrors ? (
                    <FieldError id={`${name}-error`} errors={fieldErrors} />
                  ) : null}
                  <Button
                    type="submit"
                    name="one"
                    value={b.id}
                    size="sm"
                    variant="ghost"
                    className="h-7 px-2 text-xs"
                    formNoValidate
                  >
                    {t("queue.matchOne", { billing: number })}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {errors.allocations ? (
        <FieldError id="allocations-error" errors={errors.allocations} />
      ) : null}
      <p className="text-xs text-muted-foreground">{t("queue.splitHint")}</p>
      <Button type="submit" name="intent" value="match" disabled={busy}>
        {t("queue.matchSubmit")}
      </Button>
    </Form>
  ) : (
    <p className="text-sm text-muted-foreground" data-testid="no-billings">
      {t("queue.noResults")}
    </p>
  );
}
