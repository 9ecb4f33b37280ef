import { existsSync } from "node:fs";
import { ESLint } from "eslint";
import { DANGER_ALLOWED } from "../../eslint.config.js";

/** The project's own lint rules, run through ESLint's public API on code written here (the files need not exist). */
const eslint = new ESLint({ cwd: process.cwd() });
const rulesHit = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

describe("no HTML strings for UI: dangerouslySetInnerHTML only on the allow-list", () => {
  it("refuses it in app/, as a JSX attribute and as a createElement prop", async () => {
    expect(await rulesHit("app/components/lint-probe.tsx", `export const A = () => <div dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />;\n`)).toContain("no-restricted-syntax");
    expect(
      await rulesHit("app/routes/lint-probe.tsx", `import { createElement } from "react";\nexport const B = () => createElement("div", { dangerouslySetInnerHTML: { __html: "x" } });\n`),
    ).toContain("no-restricted-syntax");
  });

  it("lets the same component through when it renders React elements", async () => {
    expect(await rulesHit("app/components/lint-probe.tsx", `export const A = () => <div><b>x</b></div>;\n`)).not.toContain("no-restricted-syntax");
  });

  it("names every allowed file with a reason, and the file exists", () => {
    for (const entry of DANGER_ALLOWED) {
      expect(entry.reason.length).toBeGreaterThan(10);
      expect(existsSync(entry.file)).toBe(true);
    }
  });
}, 60_000);

describe("every word on a screen is translated (issue 18): no JSX text outside t()", () => {
  it("refuses English written into JSX in app/", async () => {
    expect(await rulesHit("app/components/lint-probe.tsx", `export const A = () => <button type="button">Save</button>;\n`)).toContain("react/jsx-no-literals");
  });

  it("lets a t() call, punctuation and the untranslated names through", async () => {
    const code = `import { useTranslation } from "react-i18next";\nexport function A() {\n  const { t } = useTranslation();\n  return <p>{t("save")}<span>·</span><abbr>NPWP</abbr></p>;\n}\n`;
    expect(await rulesHit("app/components/lint-probe.tsx", code)).not.toContain("react/jsx-no-literals");
  });
}, 60_000);
