// The page frame every document shares: A4, header, parties, footer with page numbers and the watermark.
import { Document, Page } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { Footer, Header, Parties, styles, Watermark } from "./parts";
import type { DocumentView } from "./types";

/** The PDF's /Lang entry, so a screen reader reads the labels with the right pronunciation. */
const PDF_LANGUAGE = { id: "id-ID", en: "en-GB" } as const;

export function DocumentFrame({ view, children }: { view: DocumentView; children: ReactNode }) {
  return (
    <Document title={view.pdfInfo.title} author={view.pdfInfo.author} subject={view.pdfInfo.subject} creator="Digimon" producer="Digimon (react-pdf)" language={PDF_LANGUAGE[view.language]}>
      <Page size="A4" style={styles.page}>
        <Watermark text={view.watermark} />
        <Header view={view} />
        <Parties view={view} />
        {children}
        <Footer text={view.footer} page={view.labels.page} />
      </Page>
    </Document>
  );
}
