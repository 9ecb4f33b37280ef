import * as icons from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lucideMarkup } from "./lucide-markup";

// Every lucide icon the package exports under its own name (not the *Icon and Lucide* aliases).
const all = Object.entries(icons).filter(([name, value]) => /^[A-Z]/.test(name) && !/Icon$|^Lucide/.test(name) && typeof value === "object" && "render" in value) as [string, LucideIcon][];

describe("lucideMarkup", () => {
  it("is what React renders for the same icon, for every lucide icon", () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const [name, Icon] of all) {
      expect(lucideMarkup(Icon, "size-4 shrink-0").markup, name).toBe(renderToStaticMarkup(<Icon aria-hidden="true" className="size-4 shrink-0" />));
    }
  });

  it("draws another stroke width, and leaves aria-hidden out when asked", () => {
    expect(lucideMarkup(icons.Inbox, "size-3.5", { strokeWidth: 2.25, ariaHidden: false }).markup).toBe(renderToStaticMarkup(<icons.Inbox className="size-3.5" strokeWidth={2.25} />));
  });

  it("escapes the class it is given", () => {
    expect(lucideMarkup(icons.X, 'a"b').markup).toContain('class="lucide lucide-x a&quot;b"');
  });
});
