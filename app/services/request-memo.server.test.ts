import { forgetRequestMemo, requestMemo, withRequestMemo } from "./request-memo.server";

describe("request memo", () => {
  it("computes a value once per request and again in the next request", async () => {
    let calls = 0;
    const read = () => requestMemo("user", () => ++calls);
    await withRequestMemo(async () => {
      const [a, b] = await Promise.all([Promise.resolve().then(read), Promise.resolve().then(read)]);
      expect([a, b]).toEqual([1, 1]);
    });
    await withRequestMemo(async () => expect(read()).toBe(2));
  });

  it("computes every time outside a request, and after being forgotten", () => {
    let calls = 0;
    const read = () => requestMemo("user", () => ++calls);
    expect([read(), read()]).toEqual([1, 2]);
    withRequestMemo(() => {
      expect(read()).toBe(3);
      forgetRequestMemo("user");
      expect(read()).toBe(4);
    });
  });

  it("does not keep a rejected promise", async () => {
    let calls = 0;
    const read = () => requestMemo("flaky", () => (++calls === 1 ? Promise.reject(new Error("busy")) : Promise.resolve(calls)));
    await withRequestMemo(async () => {
      await expect(read()).rejects.toThrow("busy");
      await expect(read()).resolves.toBe(2);
    });
  });
});
