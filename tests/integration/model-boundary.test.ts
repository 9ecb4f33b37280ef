import { existsSync } from "node:fs";
import { ESLint } from "eslint";
import { DATABASE_EXCEPTIONS } from "../../eslint.config.js";

/** The model boundary's lint rule, run through ESLint's public API on code written here (the files need not exist). */
const eslint = new ESLint({ cwd: process.cwd() });
const restricted = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0].messages.filter((m) => m.ruleId === "no-restricted-imports").length;

const DRIZZLE = `import { eq } from "drizzle-orm";\nexport const f = eq;\n`;
const CLIENT = `import { db } from "#db/client.server";\nexport const f = db;\n`;
const SCHEMA_TYPE = `import type { Party } from "#db/schema";\nexport type P = Party;\n`;

describe("only app/models talks to the database", () => {
  it("refuses drizzle, the client and the schema in services, routes, components, integrations and jobs", async () => {
    for (const file of ["app/services/probe.server.ts", "app/routes/probe.tsx", "app/components/probe.tsx", "app/integrations/probe/sandbox.server.ts", "jobs/probe.ts"]) {
      expect(await restricted(file, DRIZZLE), file).toBe(1);
      expect(await restricted(file, CLIENT), file).toBe(1);
      expect(await restricted(file, SCHEMA_TYPE), file).toBe(1);
    }
  });

  it("lets app/models and the named exceptions through", async () => {
    expect(await restricted("app/models/probe.server.ts", DRIZZLE + CLIENT.replace("f =", "g ="))).toBe(0);
    expect(await restricted("app/services/workflow.server.ts", DRIZZLE)).toBe(0);
    // A leading # is a comment in the rule's gitignore-style patterns: the #db/ imports must still be caught.
    expect(await restricted("machines/probe.machine.ts", CLIENT)).toBe(1);
    for (const entry of DATABASE_EXCEPTIONS) {
      expect(entry.reason.length).toBeGreaterThan(10);
      expect(existsSync(entry.file), entry.file).toBe(true);
    }
  });

  it("refuses upward imports from models, and anything from app/ or the database in app/domain", async () => {
    expect(await restricted("app/models/probe.server.ts", `import { listScope } from "~/services/access-scope.server";\nexport const f = listScope;\n`)).toBe(1);
    expect(await restricted("app/models/probe.server.ts", `import { dayPassed } from "~/components/data-table/list-defaults";\nexport const f = dayPassed;\n`)).toBe(1);
    expect(await restricted("app/models/probe.server.ts", `import { dayPassed } from "~/domain/lists";\nexport const f = dayPassed;\n`)).toBe(0);
    expect(await restricted("app/domain/probe.ts", `import { getInvoice } from "~/models/invoice.server";\nexport const f = getInvoice;\n`)).toBe(1);
    expect(await restricted("app/domain/probe.ts", CLIENT)).toBe(1);
    expect(await restricted("app/domain/probe.ts", `import { sumRupiah } from "./money";\nexport const f = sumRupiah;\n`)).toBe(0);
  });
}, 60_000);
