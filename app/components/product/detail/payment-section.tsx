import { KeyRound } from "lucide-react";
import { Detail, Section } from "~/components/product/section";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeId } from "~/domain/dates";
import { LABELS } from "~/lib/schemas/product";
import type { ProductView } from "./product-view";
import { YesNo } from "./yes-no";

/** How customers pay: internal transfer or the payment gateway, with masked keys. */
export function PaymentSection({ p }: { p: ProductView }) {
  return (
    <Section id="payment" title="Payment system" description="Merchant keys are stored encrypted; only their last characters are shown.">
      {p.payment.type === "internal" ? (
        <p className="text-sm">Internal: customers pay by bank transfer to the product's bank account.</p>
      ) : (
        <div className="space-y-4">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3 xl:grid-cols-6">
            <Detail label="Gateway">MPS</Detail>
            <Detail label="Mode">{LABELS.mps_mode[p.payment.mode]}</Detail>
            <Detail label="Registration">{p.payment.registrationStatus ?? ""}</Detail>
            <Detail label="Registered at">{p.payment.registeredAt ? formatDateTimeId(p.payment.registeredAt) : ""}</Detail>
            <Detail label="Digimon's MPS account">
              <YesNo value={p.payment.useDigimonMps} />
            </Detail>
            <Detail label="Manual expiry">
              <YesNo value={p.payment.manualExpired} />
            </Detail>
            <Detail label="Gateway sends e-mail">
              <YesNo value={p.payment.sendEmail} />
            </Detail>
          </dl>
          <div className="grid gap-3 md:grid-cols-2">
            {(["sandbox", "production"] as const).map((m) => (
              <div key={m} className={`rounded-md border p-3 ${p.payment.mode === m ? "border-primary/60 bg-primary/5" : ""}`}>
                <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
                  {LABELS.mps_mode[m]} {p.payment.mode === m ? <Badge variant="info">In use</Badge> : null}
                </p>
                <dl className="grid gap-2">
                  <Detail label="Merchant id">
                    <span className="font-mono">{p.payment[m].merchantId}</span>
                  </Detail>
                  <Detail label="Merchant key">
                    {p.payment[m].keyMask ? (
                      <span className="inline-flex items-center gap-1 font-mono" data-testid={`${m}-key-mask`}>
                        <KeyRound aria-hidden="true" className="size-3.5 text-muted-foreground" />
                        {p.payment[m].keyMask}
                      </span>
                    ) : (
                      ""
                    )}
                  </Detail>
                  <Detail label="Webhook">
                    <span className="font-mono text-xs">{p.payment[m].webhook}</span>
                  </Detail>
                </dl>
              </div>
            ))}
          </div>
        </div>
      )}
    </Section>
  );
}
