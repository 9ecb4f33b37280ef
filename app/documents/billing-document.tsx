// Billing: parties, lines, the pricing breakdown, words, payment details, tax-invoice text and notes.
import { View } from "@react-pdf/renderer";
import { DocumentFrame } from "./layout";
import { AmountInWords, LinesTable, Notes, PaymentDetails, PricingTable, SignatureBlock, styles, TaxInvoice } from "./parts";
import type { DocumentView } from "./types";

/**
 * The block under the lines that billing and invoice share: words, payment, tax and notes on the left;
 * the pricing breakdown and (on an approved invoice) the signature block on the right.
 */
export function SettlementSummary({ view }: { view: DocumentView }) {
  return (
    <View style={styles.summary}>
      <View style={styles.summaryLeft}>
        <AmountInWords view={view} />
        <PaymentDetails payment={view.payment} color={view.brand.color} labels={view.labels} />
        <TaxInvoice paragraphs={view.taxInvoice} color={view.brand.color} heading={view.labels.taxInvoice} />
        <Notes notes={view.notes} color={view.brand.color} heading={view.labels.notes} />
      </View>
      <View style={styles.summaryRight}>
        <PricingTable rows={view.pricing} brand={view.brand} />
        <SignatureBlock signature={view.signature} color={view.brand.color} systemStamp={view.labels.approvedBySystem} />
      </View>
    </View>
  );
}

export function BillingDocument({ view }: { view: DocumentView }) {
  return (
    <DocumentFrame view={view}>
      <LinesTable lines={view.lines} brand={view.brand} labels={view.labels.table} />
      <SettlementSummary view={view} />
    </DocumentFrame>
  );
}
