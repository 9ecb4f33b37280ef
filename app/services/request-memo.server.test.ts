import { RequestMemo } from "./request-memo.server";

describe("request memo", () => {
  it("computes a value once per memo and again with the next request's memo", async () => {
    let calls = 0;
    const read = (memo: RequestMemo) => memo.get("user", () => ++calls);
    const first = new RequestMemo();
    const [a, b] = await Promise.all([Promise.resolve(first).then(read), Promise.resolve(first).then(read)]);
    expect([a, b]).toEqual([1, 1]);
    expect(read(new RequestMemo())).toBe(2);
  });

  it("computes again after being forgotten", () => {
    let calls = 0;
    const memo = new RequestMemo();
    const read = () => memo.get("user", () => ++calls);
    expect([read(), read()]).toEqual([1, 1]);
    memo.forget("user");
    expect(read()).toBe(2);
  });

  it("computes every time when it keeps nothing (a POST's memo)", () => {
    let calls = 0;
    const memo = new RequestMemo({ keeps: false });
    expect([memo.get("user", () => ++calls), memo.get("user", () => ++calls)]).toEqual([1, 2]);
  });

  it("does not keep a rejected promise", async () => {
    let calls = 0;
    const memo = new RequestMemo();
    const read = () => memo.get("flaky", () => (++calls === 1 ? Promise.reject(new Error("busy")) : Promise.resolve(calls)));
    await expect(read()).rejects.toThrow("busy");
    await expect(read()).resolves.toBe(2);
  });
});
