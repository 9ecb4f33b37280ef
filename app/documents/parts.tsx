// Shared building blocks of the PO, billing and invoice PDFs: header, parties, lines table, pricing table,
// amount in words, payment and tax boxes, signature block, footer and watermark. They only lay out a
// DocumentView (types.ts); every figure and word was formatted by view-model.ts.
import { Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createContext, useContext } from "react";
import type { BrandView, DocumentView, LabelValue, LayoutLabels, LineView, PartyView, PaymentView, PricingRowView, SignatureView } from "./types";

export const INK = "#1f2937";
export const MUTED = "#6b7280";
export const RULE = "#d1d5db";

export const styles = StyleSheet.create({
  // No lineHeight anywhere: react-pdf 4.9 resolves it to points and multiplies it again each time a page
  // with a <Text render> (the page numbers) is laid out anew, so lines balloon or the page number vanishes
  // (diegomura/react-pdf#3083, #3402, #3566). Helvetica's natural line height (~1.15) is dense enough.
  page: { paddingTop: 32, paddingBottom: 54, paddingHorizontal: 36, fontFamily: "Helvetica", fontSize: 8.5, color: INK },
  bold: { fontFamily: "Helvetica-Bold" },
  muted: { color: MUTED },
  small: { fontSize: 7.5 },
  row: { flexDirection: "row" },

  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", paddingBottom: 8, borderBottomWidth: 2.5 },
  brandBox: { width: 200, paddingTop: 2 },
  logo: { maxWidth: 170, maxHeight: 48, objectFit: "contain", objectPosition: "left" },
  brandName: { fontFamily: "Helvetica-Bold", fontSize: 19 },
  brandCode: { marginTop: 3, fontSize: 7, color: MUTED, letterSpacing: 0.6 },
  titleBox: { width: 318, alignItems: "flex-end" },
  title: { fontFamily: "Helvetica-Bold", fontSize: 20, letterSpacing: 1.2 },
  subtitle: { fontSize: 8, color: MUTED, marginBottom: 5 },
  metaGrid: { width: 318, flexDirection: "row", flexWrap: "wrap", borderTopWidth: 0.75, borderLeftWidth: 0.75, borderColor: RULE },
  metaCell: { width: "33.333%", paddingVertical: 2.5, paddingHorizontal: 5, borderRightWidth: 0.75, borderBottomWidth: 0.75, borderColor: RULE },
  metaLabel: { fontSize: 6.5, color: MUTED, letterSpacing: 0.3 },
  metaValue: { fontFamily: "Helvetica-Bold", fontSize: 8 },

  parties: { flexDirection: "row", marginTop: 12, gap: 12 },
  party: { flex: 1, borderWidth: 0.75, borderColor: RULE, borderRadius: 2, padding: 8 },
  partyHeading: { fontFamily: "Helvetica-Bold", fontSize: 7, letterSpacing: 0.8, marginBottom: 3 },
  partyName: { fontFamily: "Helvetica-Bold", fontSize: 9.5, marginBottom: 1.5 },
  partyAddress: { marginBottom: 3 },
  kvRow: { flexDirection: "row" },
  kvLabel: { width: 78, color: MUTED },
  kvValue: { flex: 1 },

  table: { marginTop: 14 },
  th: { flexDirection: "row", paddingVertical: 4, paddingHorizontal: 4, fontFamily: "Helvetica-Bold", fontSize: 7.5 },
  tr: { flexDirection: "row", paddingVertical: 4, paddingHorizontal: 4, borderBottomWidth: 0.5, borderBottomColor: "#e5e7eb" },
  cNo: { width: 20 },
  cItem: { width: 128, paddingRight: 6 },
  cDesc: { flex: 1, paddingRight: 6 },
  cQty: { width: 38, textAlign: "right", paddingRight: 6 },
  cPrice: { width: 82, textAlign: "right", paddingRight: 6 },
  cTotal: { width: 88, textAlign: "right" },

  summary: { flexDirection: "row", marginTop: 12, gap: 14 },
  summaryLeft: { flex: 1 },
  summaryRight: { width: 232 },
  box: { borderWidth: 0.75, borderColor: RULE, borderRadius: 2, padding: 7, marginBottom: 8 },
  boxHeading: { fontFamily: "Helvetica-Bold", fontSize: 7, letterSpacing: 0.8, marginBottom: 3 },
  words: { fontFamily: "Helvetica-Oblique", fontSize: 9 },

  priceRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, paddingHorizontal: 6, borderBottomWidth: 0.5, borderBottomColor: "#e5e7eb" },
  priceLabel: { flex: 1, paddingRight: 6 },
  priceNote: { fontSize: 6.8, color: MUTED },
  priceValue: { textAlign: "right" },

  signatureBox: { marginTop: 12, alignItems: "center" },
  signatureImage: { height: 54, maxWidth: 170, objectFit: "contain", marginVertical: 4 },
  signatureSpace: { height: 54, marginVertical: 4 },
  stamp: { marginVertical: 6, paddingVertical: 5, paddingHorizontal: 8, borderWidth: 1.2, borderRadius: 3, alignItems: "center", width: 200 },
  signatureName: { fontFamily: "Helvetica-Bold", fontSize: 9.5, textDecoration: "underline" },

  footer: { position: "absolute", left: 36, right: 36, bottom: 22, flexDirection: "row", justifyContent: "space-between", borderTopWidth: 0.75, borderTopColor: RULE, paddingTop: 5, fontSize: 7, color: MUTED },
  watermark: { position: "absolute", top: 360, left: -40, right: -40, textAlign: "center", fontFamily: "Helvetica-Bold", fontSize: 46, color: "#dc2626", opacity: 0.16, transform: "rotate(-32deg)" },
});

function KeyValues({ rows, labelWidth }: { rows: LabelValue[]; labelWidth?: number }) {
  return (
    <View>
      {rows.map((r) => (
        <View key={r.label} style={styles.kvRow}>
          <Text style={labelWidth ? [styles.kvLabel, { width: labelWidth }] : styles.kvLabel}>{r.label}</Text>
          <Text style={styles.kvValue}>{r.value}</Text>
        </View>
      ))}
    </View>
  );
}

export function Header({ view }: { view: DocumentView }) {
  const { brand } = view;
  return (
    <View style={[styles.header, { borderBottomColor: brand.color }]}>
      <View style={styles.brandBox}>
        <BrandMark brand={brand} />
        <Text style={styles.brandCode}>{`${brand.productName.toUpperCase()} · ${brand.productCode}`}</Text>
      </View>
      <View style={styles.titleBox}>
        <Text style={[styles.title, { color: brand.color }]}>{view.title}</Text>
        <Text style={styles.subtitle}>{view.subtitle}</Text>
        <View style={styles.metaGrid}>
          {view.meta.map((m, i) => (
            <View key={m.label} style={[styles.metaCell, i === 0 ? { backgroundColor: brand.tint } : {}]}>
              <Text style={styles.metaLabel}>{m.label.toUpperCase()}</Text>
              <Text style={styles.metaValue}>{m.value}</Text>
            </View>
          ))}
        </View>
      </View>
    </View>
  );
}

function BrandMark({ brand }: { brand: BrandView }) {
  if (brand.logo.kind === "image") return <Image style={styles.logo} src={brand.logo.src} />;
  return <Text style={[styles.brandName, { color: brand.color }]}>{brand.logo.text}</Text>;
}

function Party({ party, color }: { party: PartyView; color: string }) {
  return (
    <View style={styles.party}>
      <Text style={[styles.partyHeading, { color }]}>{party.heading.toUpperCase()}</Text>
      <Text style={styles.partyName}>{party.name}</Text>
      <Text style={styles.partyAddress}>{party.address}</Text>
      <KeyValues rows={party.rows} />
    </View>
  );
}

export function Parties({ view }: { view: DocumentView }) {
  return (
    <View style={styles.parties}>
      <Party party={view.from} color={view.brand.color} />
      <Party party={view.to} color={view.brand.color} />
    </View>
  );
}

export function LinesTable({ lines, brand, labels }: { lines: LineView[]; brand: BrandView; labels: LayoutLabels["table"] }) {
  return (
    <View style={styles.table}>
      <View style={[styles.th, { backgroundColor: brand.color, color: brand.onColor }]} fixed>
        <Text style={styles.cNo}>{labels.no}</Text>
        <Text style={styles.cItem}>{labels.item}</Text>
        <Text style={styles.cDesc}>{labels.description}</Text>
        <Text style={styles.cQty}>{labels.quantity}</Text>
        <Text style={styles.cPrice}>{labels.unitPrice}</Text>
        <Text style={styles.cTotal}>{labels.amount}</Text>
      </View>
      {lines.map((l) => (
        <View key={l.no} style={[styles.tr, l.no % 2 === 0 ? { backgroundColor: brand.tint } : {}]} wrap={false}>
          <Text style={styles.cNo}>{l.no}</Text>
          <Text style={[styles.cItem, styles.bold]}>{l.item}</Text>
          <Text style={styles.cDesc}>{l.description || "-"}</Text>
          <Text style={styles.cQty}>{l.quantity}</Text>
          <Text style={styles.cPrice}>{l.unitPrice}</Text>
          <Text style={styles.cTotal}>{l.total}</Text>
        </View>
      ))}
    </View>
  );
}

function PricingRow({ row, brand }: { row: PricingRowView; brand: BrandView }) {
  const band = row.emphasis === "total" ? { backgroundColor: brand.color, color: brand.onColor } : row.emphasis === "due" ? { backgroundColor: brand.tint } : {};
  const strong = row.emphasis === "total" || row.emphasis === "due" || row.emphasis === "subtotal";
  const size = row.emphasis === "total" || row.emphasis === "due" ? { fontSize: 9.5 } : {};
  const noteColor = row.emphasis === "total" ? { color: brand.onColor } : {};
  return (
    <View style={[styles.priceRow, band]} wrap={false}>
      <View style={styles.priceLabel}>
        <Text style={[strong ? styles.bold : {}, size]}>{row.label}</Text>
        {row.note ? <Text style={[styles.priceNote, noteColor]}>{row.note}</Text> : null}
      </View>
      <Text style={[styles.priceValue, strong ? styles.bold : {}, size, row.emphasis === "deduction" ? { color: "#b91c1c" } : {}]}>{row.value}</Text>
    </View>
  );
}

export function PricingTable({ rows, brand }: { rows: PricingRowView[]; brand: BrandView }) {
  return (
    <View style={{ borderWidth: 0.75, borderColor: RULE, borderRadius: 2 }} wrap={false}>
      {rows.map((r) => (
        <PricingRow key={r.label} row={r} brand={brand} />
      ))}
    </View>
  );
}

export function Box({ heading, color, children }: { heading: string; color: string; children: React.ReactNode }) {
  return (
    <View style={styles.box} wrap={false}>
      <Text style={[styles.boxHeading, { color }]}>{heading.toUpperCase()}</Text>
      {children}
    </View>
  );
}

export function AmountInWords({ view }: { view: DocumentView }) {
  if (!view.amountInWords) return null;
  return (
    <View style={[styles.box, { backgroundColor: view.brand.tint, borderColor: view.brand.tint }]} wrap={false}>
      <Text style={[styles.boxHeading, { color: view.brand.color }]}>{view.amountInWords.label.toUpperCase()}</Text>
      <Text style={styles.words}>{`# ${view.amountInWords.words} #`}</Text>
    </View>
  );
}

export function PaymentDetails({ payment, color, labels }: { payment: PaymentView | null; color: string; labels: LayoutLabels }) {
  if (!payment) return null;
  if (payment.kind === "gateway") {
    return (
      <Box heading={labels.payment} color={color}>
        <Text>{payment.text}</Text>
      </Box>
    );
  }
  return (
    <Box heading={payment.kind === "bank" ? labels.paymentBank : labels.paymentVirtualAccount} color={color}>
      <KeyValues rows={payment.rows} labelWidth={92} />
      <Text style={[styles.small, styles.muted, { marginTop: 3 }]}>{payment.instruction}</Text>
    </Box>
  );
}

export function TaxInvoice({ paragraphs, color, heading }: { paragraphs: string[]; color: string; heading: string }) {
  if (!paragraphs.length) return null;
  return (
    <Box heading={heading} color={color}>
      {paragraphs.map((p) => (
        <Text key={p}>{p}</Text>
      ))}
    </Box>
  );
}

export function Notes({ notes, color, heading }: { notes: string | null; color: string; heading: string }) {
  if (!notes) return null;
  return (
    <Box heading={heading} color={color}>
      <Text>{notes}</Text>
    </Box>
  );
}

export function SignatureBlock({ signature, color, systemStamp }: { signature: SignatureView | null; color: string; systemStamp: string }) {
  if (!signature) return null;
  const details = signature.details.map((d) => (
    <View key={d.label} style={[styles.row, { justifyContent: "center" }]}>
      <Text style={[styles.small, styles.muted]}>{`${d.label}: `}</Text>
      <Text style={styles.small}>{d.value}</Text>
    </View>
  ));
  return (
    <View style={styles.signatureBox} wrap={false}>
      <Text>{signature.heading}</Text>
      <Text style={styles.bold}>{signature.caption}</Text>
      {signature.system ? (
        // No person signed: a stamp says so, instead of an empty line with "System" under it.
        <View style={[styles.stamp, { borderColor: color }]}>
          <Text style={[styles.bold, { color, letterSpacing: 0.8 }]}>{systemStamp}</Text>
          {signature.note ? <Text style={[styles.small, styles.muted, { textAlign: "center", marginTop: 2 }]}>{signature.note}</Text> : null}
        </View>
      ) : (
        <>
          {signature.image ? <Image style={styles.signatureImage} src={signature.image} /> : <View style={styles.signatureSpace} />}
          <Text style={styles.signatureName}>{signature.name}</Text>
          {signature.position ? <Text>{signature.position}</Text> : null}
        </>
      )}
      <View style={{ marginTop: 4, alignSelf: "stretch" }}>{details}</View>
    </View>
  );
}

/**
 * "single": the document is known to fit one page, so the page number is plain text. "dynamic": a
 * <Text render> numbers each page, which makes react-pdf lay every page out a second time (about a third
 * of a one-page render's CPU), so render.tsx uses it only when the single-page attempt ran over.
 */
export type Paging = "single" | "dynamic";
export const PagingContext = createContext<Paging>("dynamic");

/** The page-number line of a page: the layout's label (view-model.ts) with its numbers filled in. */
export const pageLabel = (template: string, page: number, total: number) => template.replace("{page}", String(page)).replace("{total}", String(total));

export function Footer({ text, page }: { text: string; page: string }) {
  const paging = useContext(PagingContext);
  return (
    <View style={styles.footer} fixed>
      <Text style={{ maxWidth: 420 }}>{text}</Text>
      {paging === "single" ? <Text>{pageLabel(page, 1, 1)}</Text> : <Text render={({ pageNumber, totalPages }) => pageLabel(page, pageNumber, totalPages)} />}
    </View>
  );
}

export function Watermark({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text style={styles.watermark} fixed>
      {text}
    </Text>
  );
}
