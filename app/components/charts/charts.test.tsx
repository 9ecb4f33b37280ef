import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart";
import { HorizontalBarChart } from "./horizontal-bar-chart";
import { LineChart } from "./line-chart";

const values = (markup: string) => [...markup.matchAll(/data-value="([^"]*)"/g)].map((m) => Number(m[1]));
const heights = (markup: string) => [...markup.matchAll(/<rect[^>]*height="([\d.]+)"[^>]*data-value/g)].map((m) => Number(m[1]));
const cells = (markup: string) => [...markup.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);

describe("charts rendered on the server", () => {
  it("draws a bar per value, proportional, with the full figures in a hidden table", () => {
    const html = renderToString(
      <BarChart
        title="Ageing"
        categoryLabel="Bucket"
        format="rupiah"
        series={[{ key: "amount", label: "Amount" }]}
        data={[
          { label: "current", values: { amount: 2_000_000 } },
          { label: "1-15", values: { amount: 1_000_000 } },
          { label: "over-45", values: { amount: 0 } },
        ]}
      />,
    );
    expect(html).toContain("<svg");
    expect(html).toContain('viewBox="0 0 960 260"');
    expect(values(html)).toEqual([2_000_000, 1_000_000, 0]);
    const [a, b, c] = heights(html);
    expect(a).toBeCloseTo(b * 2, 5);
    expect(c).toBe(0);
    expect(cells(html)).toEqual(["Rp\u00a02.000.000", "Rp\u00a01.000.000", "Rp\u00a00"]);
    expect(html).toContain('<table class="sr-only">');
    // The axis ticks are the short Indonesian forms.
    expect(html).toMatch(/2\u00a0jt|2 jt/);
  });

  it("groups the series of a category side by side", () => {
    const html = renderToString(
      <BarChart
        title="Invoiced and paid"
        categoryLabel="Month"
        format="rupiah"
        series={[{ key: "invoiced", label: "Invoiced" }, { key: "paid", label: "Paid", tone: "success" }]}
        data={[{ label: "Jan", values: { invoiced: 300, paid: 100 } }]}
      />,
    );
    expect(values(html)).toEqual([300, 100]);
    expect(html).toContain("fill-success");
    expect(cells(html)).toEqual(["Rp\u00a0300", "Rp\u00a0100"]);
  });

  it("shows the empty text instead of a flat chart", () => {
    const html = renderToString(<BarChart title="T" categoryLabel="M" format="count" emptyText="Nothing yet" series={[{ key: "n", label: "N" }]} data={[{ label: "Jan", values: { n: 0 } }]} />);
    expect(html).not.toContain("<svg");
    expect(html).toContain("Nothing yet");
  });

  it("draws a trend with a dashed target line", () => {
    const html = renderToString(
      <LineChart
        title="Revenue"
        categoryLabel="Month"
        format="rupiah"
        series={[{ key: "revenue", label: "Revenue" }, { key: "target", label: "Target", dashed: true, tone: "warning" }]}
        data={[
          { label: "Jan", values: { revenue: 100, target: 150 } },
          { label: "Feb", values: { revenue: 200, target: 150 } },
        ]}
      />,
    );
    expect(html).toMatch(/<path[^>]*data-series="target"/);
    expect(html).toMatch(/stroke-dasharray="6 4"[^>]*data-series="target"|data-series="target"[^>]*stroke-dasharray="6 4"/);
    expect(cells(html)).toEqual(["Rp\u00a0100", "Rp\u00a0150", "Rp\u00a0200", "Rp\u00a0150"]);
  });

  it("ranks rows as horizontal bars, the widest for the largest", () => {
    const html = renderToString(
      <HorizontalBarChart
        title="Top customers"
        categoryLabel="Customer"
        format="count"
        series={[{ key: "n", label: "Bills" }]}
        data={[
          { label: "PT Satu", values: { n: 4 } },
          { label: "PT Dua", values: { n: 2 } },
        ]}
      />,
    );
    const widths = [...html.matchAll(/<rect[^>]*width="([\d.]+)"[^>]*data-value/g)].map((m) => Number(m[1]));
    expect(widths[0]).toBeCloseTo(widths[1] * 2, 5);
    expect(cells(html)).toEqual(["4", "2"]);
  });
});
