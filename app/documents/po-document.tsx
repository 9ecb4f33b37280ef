// Purchase order: parties, lines, the total before tax and the total in words.
import { View } from "@react-pdf/renderer";
import { DocumentFrame } from "./layout";
import { AmountInWords, LinesTable, Notes, PricingTable, styles } from "./parts";
import type { DocumentView } from "./types";

export function PurchaseOrderDocument({ view }: { view: DocumentView }) {
  return (
    <DocumentFrame view={view}>
      <LinesTable lines={view.lines} brand={view.brand} labels={view.labels.table} />
      <View style={styles.summary} wrap={false}>
        <View style={styles.summaryLeft}>
          <AmountInWords view={view} />
          <Notes notes={view.notes} color={view.brand.color} heading={view.labels.notes} />
        </View>
        <View style={styles.summaryRight}>
          <PricingTable rows={view.pricing} brand={view.brand} />
        </View>
      </View>
    </DocumentFrame>
  );
}
