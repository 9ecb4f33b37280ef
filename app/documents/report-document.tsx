// A report (issue 22) as a PDF: landscape A4, the report's title, its filters and period in words and when it was
// made on every page, the column headers repeated on every page, the rows, the totals row, an optional summary
// table and "Page X of Y". It only lays out a ReportPdfView: every word and figure was translated and formatted
// (rupiah and dates in Indonesian format) on the server (app/services/reports/pdf.server.ts), so the worker
// needs neither the database nor the translations.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Language } from "~/locales/languages";
import { INK, MUTED, pageLabel, RULE } from "./parts";

export type ReportPdfColumn = { label: string; align: "left" | "right"; /** relative width */ width: number };

/** Plain, structured-clone-able data: what the pool sends to a worker. */
export type ReportPdfView = {
  kind: "report";
  language: Language;
  title: string;
  /** [label, value in words]: the period and every filter in force. */
  filters: Array<[string, string]>;
  /** "Generated 26 November 2026 21.40 by Admin". */
  generated: string;
  columns: ReportPdfColumn[];
  rows: string[][];
  /** The totals row's cells (the first holds "Total"), or null when the report has none. */
  totals: string[] | null;
  summary: { heading: string; columns: [string, string, string]; rows: Array<[string, string, string]> } | null;
  /** Shown instead of rows when none match. */
  empty: string;
  /** "Page {page} of {total}". */
  pageLabel: string;
  pdfInfo: { title: string; author: string; subject: string };
};

const PDF_LANGUAGE = { id: "id-ID", en: "en-GB" } as const;

// No lineHeight (see parts.tsx: react-pdf 4.9 multiplies it again on pages with a <Text render>).
const s = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 40, paddingHorizontal: 30, fontFamily: "Helvetica", fontSize: 7.5, color: INK },
  head: { paddingBottom: 6, marginBottom: 4, borderBottomWidth: 1.5, borderBottomColor: INK },
  title: { fontFamily: "Helvetica-Bold", fontSize: 14, marginBottom: 3 },
  filters: { flexDirection: "row", flexWrap: "wrap", columnGap: 14, rowGap: 1 },
  filterLabel: { color: MUTED },
  th: { flexDirection: "row", paddingVertical: 3, borderBottomWidth: 0.75, borderBottomColor: INK, fontFamily: "Helvetica-Bold", fontSize: 7 },
  tr: { flexDirection: "row", paddingVertical: 2.5, borderBottomWidth: 0.5, borderBottomColor: "#e5e7eb" },
  totals: { flexDirection: "row", paddingVertical: 3, borderTopWidth: 1, borderTopColor: INK, fontFamily: "Helvetica-Bold" },
  cell: { paddingHorizontal: 3 },
  right: { textAlign: "right" },
  empty: { paddingVertical: 10, color: MUTED, textAlign: "center" },
  summary: { marginTop: 14, width: 320 },
  summaryHeading: { fontFamily: "Helvetica-Bold", fontSize: 8.5, marginBottom: 3 },
  footer: { position: "absolute", bottom: 18, left: 30, right: 30, flexDirection: "row", justifyContent: "space-between", fontSize: 6.5, color: MUTED, borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 4 },
});

function Cells({ columns, cells }: { columns: ReportPdfColumn[]; cells: string[] }) {
  return (
    <>
      {columns.map((c, i) => (
        <Text key={i} style={[s.cell, { flex: c.width }, c.align === "right" ? s.right : {}]}>
          {cells[i] ?? ""}
        </Text>
      ))}
    </>
  );
}

export function ReportDocument({ view }: { view: ReportPdfView }) {
  const summaryColumns: ReportPdfColumn[] = [
    { label: view.summary?.columns[0] ?? "", align: "left", width: 3 },
    { label: view.summary?.columns[1] ?? "", align: "right", width: 1 },
    { label: view.summary?.columns[2] ?? "", align: "right", width: 2 },
  ];
  return (
    <Document title={view.pdfInfo.title} author={view.pdfInfo.author} subject={view.pdfInfo.subject} creator="Digimon" producer="Digimon (react-pdf)" language={PDF_LANGUAGE[view.language]}>
      <Page size="A4" orientation="landscape" style={s.page}>
        {/* Fixed: the title, the filters and the column headers open every page. */}
        <View fixed>
          <View style={s.head}>
            <Text style={s.title}>{view.title}</Text>
            <View style={s.filters}>
              {view.filters.map(([label, value], i) => (
                <Text key={i}>
                  <Text style={s.filterLabel}>{label}: </Text>
                  {value}
                </Text>
              ))}
            </View>
          </View>
          <View style={s.th}>
            <Cells columns={view.columns} cells={view.columns.map((c) => c.label)} />
          </View>
        </View>
        {view.rows.length === 0 ? <Text style={s.empty}>{view.empty}</Text> : null}
        {view.rows.map((row, i) => (
          <View key={i} style={s.tr} wrap={false}>
            <Cells columns={view.columns} cells={row} />
          </View>
        ))}
        {view.totals ? (
          <View style={s.totals} wrap={false}>
            <Cells columns={view.columns} cells={view.totals} />
          </View>
        ) : null}
        {view.summary ? (
          <View style={s.summary} wrap={false}>
            <Text style={s.summaryHeading}>{view.summary.heading}</Text>
            <View style={s.th}>
              <Cells columns={summaryColumns} cells={summaryColumns.map((c) => c.label)} />
            </View>
            {view.summary.rows.map((row, i) => (
              <View key={i} style={s.tr}>
                <Cells columns={summaryColumns} cells={row} />
              </View>
            ))}
          </View>
        ) : null}
        <View style={s.footer} fixed>
          <Text>{view.generated}</Text>
          <Text render={({ pageNumber, totalPages }) => pageLabel(view.pageLabel, pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}
