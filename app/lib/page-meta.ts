import type { MetaFunction } from "@remix-run/node";

/**
 * A page's <title> in the reader's language. `meta` runs without a translator, so the loader translates the
 * title (`pageTitle: t("...")` with requestTranslator) and every route exports `meta = pageMeta`.
 */
export const pageMeta: MetaFunction = ({ data }) => {
  const title = (data as { pageTitle?: unknown } | undefined)?.pageTitle;
  return [{ title: typeof title === "string" && title ? `${title} · Digimon` : "Digimon" }];
};
