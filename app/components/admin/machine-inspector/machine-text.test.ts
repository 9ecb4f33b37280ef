import i18next from "i18next";
import { machineRegistry } from "#machines/registry";
import { extractChart } from "~/lib/statechart";
import enInspector from "~/locales/en/inspector";
import idInspector from "~/locales/id/inspector";
import { STUCK_RULES } from "~/services/inspector.server";
import { machineText } from "./machine-text";

async function translator(language: "en" | "id") {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { inspector: language === "en" ? enInspector : idInspector } }, parseMissingKeyHandler: (key: string) => `⟦${key}⟧` });
  return machineText(instance.getFixedT(language, "inspector") as never);
}

describe("the inspector's machine texts (issue 18)", () => {
  it("say in English exactly what the definitions say", async () => {
    const text = await translator("en");
    for (const entry of machineRegistry) {
      expect(text.title(entry.id)).toBe(entry.title);
      expect(text.description(entry.id)).toBe(entry.description);
      for (const state of extractChart(entry.machine).states) expect(text.state(entry.id, state.path, state.description)).toBe(state.description ?? "");
    }
    for (const rule of STUCK_RULES) expect(text.why(rule.machineId, rule.state)).toBe(rule.why);
  });

  it("have a Bahasa Indonesia text for every machine, described state and stuck rule", async () => {
    const text = await translator("id");
    const all = machineRegistry.flatMap((entry) => [
      text.title(entry.id),
      text.description(entry.id),
      ...extractChart(entry.machine).states.map((s) => text.state(entry.id, s.path, s.description)),
    ]);
    all.push(...STUCK_RULES.map((r) => text.why(r.machineId, r.state)));
    expect(all.filter((t) => t.includes("⟦"))).toEqual([]);
    expect(text.title("taxInvoice")).toBe("Faktur pajak");
  });
});
