/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): relative luminance and the contrast ratio of two
 * colours. The theme tokens are "H S% L%" triples (app/tailwind.css), so HSL is the input.
 */
export type Rgb = readonly [number, number, number];

/** "228 64% 50%" (the token format) to sRGB channels 0..255. */
export function hslToRgb(hsl: string): Rgb {
  const match = hsl.trim().match(/^(-?[\d.]+)\s+([\d.]+)%\s+([\d.]+)%$/);
  if (!match) throw new Error(`Not an "H S% L%" colour: ${hsl}`);
  const h = (((Number(match[1]) % 360) + 360) % 360) / 360;
  const s = Number(match[2]) / 100;
  const l = Number(match[3]) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255);
  };
  return s === 0 ? [Math.round(l * 255), Math.round(l * 255), Math.round(l * 255)] : [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)];
}

/** A translucent colour painted over an opaque one (what bg-foo/15 shows on a card). */
export function over(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((i) => Math.round(top[i] * alpha + bottom[i] * (1 - alpha))) as unknown as Rgb;
}

/** Relative luminance, WCAG 2.x definition. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio, 1..21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Normal text needs 4.5:1; large text (18.66 px bold, 24 px) and user-interface components and graphics 3:1. */
export const MIN_TEXT = 4.5;
export const MIN_LARGE_OR_UI = 3;
