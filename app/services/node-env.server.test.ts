/** `npm start` (server.ts imports node-env.server first) runs as production unless dev mode set NODE_ENV. */
describe("node-env.server", () => {
  const saved = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = saved;
    vi.resetModules();
  });

  it("makes a start without NODE_ENV a production start", async () => {
    Reflect.deleteProperty(process.env, "NODE_ENV");
    await import("./node-env.server");
    expect(process.env.NODE_ENV).toBe("production");
  });

  it("leaves the development mode that `remix dev` sets", async () => {
    process.env.NODE_ENV = "development";
    await import("./node-env.server");
    expect(process.env.NODE_ENV).toBe("development");
  });

  it("is the first thing server.ts loads, before React or Express", async () => {
    const { readFileSync } = await import("node:fs");
    const firstImport = /^import .*$/m.exec(readFileSync("server.ts", "utf8"))?.[0];
    expect(firstImport).toBe('import "./app/services/node-env.server";');
  });
});
