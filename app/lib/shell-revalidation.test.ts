import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { revalidateShellOnMutation } from "./shell-revalidation";

const args = (over: Partial<ShouldRevalidateFunctionArgs>): ShouldRevalidateFunctionArgs => ({
  currentUrl: new URL("http://portal/invoices"),
  currentParams: {},
  nextUrl: new URL("http://portal/invoices?status=approved"),
  nextParams: {},
  defaultShouldRevalidate: true,
  ...over,
});

describe("revalidateShellOnMutation", () => {
  it("skips a plain navigation to another URL", () => {
    expect(revalidateShellOnMutation(args({}))).toBe(false);
    expect(revalidateShellOnMutation(args({ nextUrl: new URL("http://portal/billings") }))).toBe(false);
    expect(revalidateShellOnMutation(args({ formMethod: "GET" }))).toBe(false);
  });

  it("follows Remix's default after an action", () => {
    expect(revalidateShellOnMutation(args({ formMethod: "POST" }))).toBe(true);
    expect(revalidateShellOnMutation(args({ formMethod: "post", defaultShouldRevalidate: false }))).toBe(false);
    expect(revalidateShellOnMutation(args({ formMethod: "DELETE" }))).toBe(true);
  });

  it("follows Remix's default for the same URL again (revalidate())", () => {
    const here = new URL("http://portal/invoices?status=approved");
    expect(revalidateShellOnMutation(args({ currentUrl: here, nextUrl: here }))).toBe(true);
  });
});
