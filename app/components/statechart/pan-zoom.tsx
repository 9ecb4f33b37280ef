import { type MouseEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

type View = { x: number; y: number; w: number; h: number };
const MAX_HEIGHT = 640;
const MIN_SCALE = 0.7;

/**
 * Wraps the chart's SVG. The server (and a browser without JavaScript) draws it at 1:1 in a box that scrolls
 * sideways, so it is always legible; once hydrated the SVG fills the box, showing the whole chart when that keeps
 * the text legible, and the wheel zooms around the pointer, a drag pans, and the buttons zoom or reset, all by
 * changing the viewBox.
 */
export function PanZoom({ width, height, label, children }: { width: number; height: number; label: string; children: ReactNode }) {
  const { t } = useTranslation("inspector");
  const svgRef = useRef<SVGSVGElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [view, setView] = useState<View>({ x: 0, y: 0, w: width, h: height });
  const [boxHeight, setBoxHeight] = useState(Math.min(height, MAX_HEIGHT));
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);

  const pixelWidth = () => svgRef.current?.getBoundingClientRect().width || width;

  /** Shows the whole chart at `scale` (at most 1:1, never below MIN_SCALE so the text stays legible), from the top-left. */
  const show = useCallback(
    (scale: number) => {
      const pw = pixelWidth();
      const s = Math.min(1, Math.max(scale, MIN_SCALE));
      const ph = Math.min(height * s, MAX_HEIGHT);
      setBoxHeight(ph);
      setView({ x: 0, y: 0, w: pw / s, h: ph / s });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [width, height],
  );
  const reset = () => show(pixelWidth() / width);

  const zoom = (factor: number, cx?: number, cy?: number) =>
    setView((v) => {
      const pw = pixelWidth();
      const w = Math.min(Math.max(v.w * factor, 120), width * 4);
      const h = w * (boxHeight / pw);
      const fx = (cx ?? pw / 2) / pw;
      const fy = (cy ?? boxHeight / 2) / boxHeight;
      return { x: v.x + (v.w - w) * fx, y: v.y + (v.h - h) * fy, w, h };
    });

  useEffect(() => {
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!enhanced) return;
    show(pixelWidth() / width);
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      zoom(Math.exp(e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
    };
    // Non-passive, so the page does not scroll while the chart zooms.
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced]);

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, view, moved: false };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) e.currentTarget.setPointerCapture(e.pointerId);
    d.moved = true;
    const scale = d.view.w / pixelWidth();
    setView({ ...d.view, x: d.view.x - dx * scale, y: d.view.y - dy * scale });
  };
  const onPointerUp = () => {
    // Keep the flag until the click that ends a drag has been swallowed.
    setTimeout(() => (drag.current = null), 0);
  };
  const onClickCapture = (e: MouseEvent) => {
    if (drag.current?.moved) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <div className="rounded-lg border bg-background">
      {/* The toolbar sits above the chart, never over it; the same height with and without JavaScript, so nothing jumps. */}
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 border-b px-3 py-1 text-xs text-muted-foreground">
        <span>{enhanced ? t("chart.hintEnhanced") : t("chart.hintStatic")}</span>
        {enhanced ? (
          <div className="flex gap-1">
            <Button type="button" size="sm" variant="outline" className="h-7 px-2" onClick={() => zoom(1 / 1.25)} aria-label={t("chart.zoomIn")}>
              +
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-7 px-2" onClick={() => zoom(1.25)} aria-label={t("chart.zoomOut")}>
              −
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={reset}>
              {t("chart.reset")}
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={() => show(1)}>
              {t("chart.oneToOne")}
            </Button>
          </div>
        ) : null}
      </div>
      <div className={enhanced ? "overflow-hidden" : "overflow-x-auto"}>
        <svg
          ref={svgRef}
          role="group"
          aria-label={label}
          xmlns="http://www.w3.org/2000/svg"
          width={enhanced ? "100%" : width}
          height={enhanced ? boxHeight : height}
          viewBox={enhanced ? `${view.x} ${view.y} ${view.w} ${view.h}` : `0 0 ${width} ${height}`}
          preserveAspectRatio="xMinYMin meet"
          className={enhanced ? "block cursor-grab touch-none select-none active:cursor-grabbing" : "block"}
          onPointerDown={enhanced ? onPointerDown : undefined}
          onPointerMove={enhanced ? onPointerMove : undefined}
          onPointerUp={enhanced ? onPointerUp : undefined}
          onPointerCancel={enhanced ? onPointerUp : undefined}
          onClickCapture={enhanced ? onClickCapture : undefined}
        >
          {children}
        </svg>
      </div>
    </div>
  );
}
