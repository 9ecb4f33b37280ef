// English server messages of the "reports" area (issue 22): routes/_portal.reports.* and services/reports.
export default {
  noSuchReport: "There is no such report.",
  notYourReport: "You may not open this report.",
  chooseFormat: "Choose the format xlsx or pdf.",
  correctFilters: "Correct the report's filters first.",
  pdfTooLarge: "This report has {{count}} rows; a PDF holds at most {{max}}. Download it as Excel or narrow the filters.",
  xlsxTooLarge: "This report has {{count}} rows; an Excel file holds at most {{max}}. Narrow the filters.",
  noSuchExport: "There is no such export.",
  exportNotReady: "This export is not ready to download.",
};
