import i18next from "i18next";
import { JOB_CATALOGUE } from "../../../../jobs/catalogue";
import enAdmin from "~/locales/en/admin";
import idAdmin from "~/locales/id/admin";
import { every, jobText } from "./job-parts";

async function translator(language: "en" | "id") {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { [language]: { admin: language === "en" ? enAdmin : idAdmin } }, parseMissingKeyHandler: (key: string) => `⟦${key}⟧` });
  return instance.getFixedT(language, "admin");
}

describe("the Jobs page's texts (issue 18)", () => {
  it("say in English exactly what jobs/catalogue.ts says, and every job has its Bahasa Indonesia text", async () => {
    const en = jobText(await translator("en"));
    const id = jobText(await translator("id"));
    for (const job of JOB_CATALOGUE) {
      expect([en.title(job), en.description(job)]).toEqual([job.title, job.description]);
      expect(`${id.title(job)} ${id.description(job)}`).not.toContain("⟦");
    }
    expect(id.title(JOB_CATALOGUE.find((j) => j.name === "tax-polling")!)).toBe("Permintaan faktur pajak");
  });

  it("says the schedule as before in English, and in Bahasa Indonesia", async () => {
    expect(every(await translator("en"), "15s")).toBe("every 15 s");
    expect(every(await translator("en"), "5m")).toBe("every 5 min");
    expect(every(await translator("id"), "5m")).toBe("setiap 5 mnt");
  });
});
