import { type MouseEvent, type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

type View = { x: number; y: number; w: number; h: number };
const MAX_HEIGHT = 640;

/**
 * Wraps the chart's SVG. The server (and a browser without JavaScript) draws it at 1:1 in a box that scrolls
 * sideways, so it is always legible; once hydrated the SVG fills the box and the wheel zooms around the pointer,
 * a drag pans, and the buttons zoom, reset or fit, all by changing the viewBox.
 */
export function PanZoom({ width, height, label, children }: { width: number; height: number; label: string; children: ReactNode }) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [view, setView] = useState<View>({ x: 0, y: 0, w: width, h: height });
  const boxHeight = Math.min(height, MAX_HEIGHT);
  const drag = useRef<{ x: number; y: number; view: View; moved: boolean } | null>(null);

  const pixelSize = () => {
    const rect = svgRef.current?.getBoundingClientRect();
    return { pw: rect?.width || width, ph: rect?.height || boxHeight };
  };

  /** 1:1 scale from the top-left corner, as without JavaScript. */
  const reset = useCallback(() => {
    const { pw, ph } = pixelSize();
    setView({ x: 0, y: 0, w: pw, h: ph });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, boxHeight]);

  const fit = () => {
    const { pw, ph } = pixelSize();
    const scale = Math.min(pw / width, ph / height);
    setView({ x: 0, y: 0, w: pw / scale, h: ph / scale });
  };

  const zoom = (factor: number, cx?: number, cy?: number) =>
    setView((v) => {
      const { pw, ph } = pixelSize();
      const w = Math.min(Math.max(v.w * factor, 120), width * 4);
      const h = w * (ph / pw);
      const fx = (cx ?? pw / 2) / pw;
      const fy = (cy ?? ph / 2) / ph;
      return { x: v.x + (v.w - w) * fx, y: v.y + (v.h - h) * fy, w, h };
    });

  useEffect(() => {
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!enhanced) return;
    reset();
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = svg.getBoundingClientRect();
      zoom(Math.exp(e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
    };
    // Non-passive, so the page does not scroll while the chart zooms.
    svg.addEventListener("wheel", onWheel, { passive: false });
    const observer = new ResizeObserver(() => setView((v) => ({ ...v, h: v.w * (pixelSize().ph / pixelSize().pw) })));
    observer.observe(svg);
    return () => {
      svg.removeEventListener("wheel", onWheel);
      observer.disconnect();
    };
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
    const { pw } = pixelSize();
    const scale = d.view.w / pw;
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
    <div className="relative rounded-lg border bg-background">
      {enhanced ? (
        <div className="absolute end-2 top-2 z-10 flex gap-1">
          <Button type="button" size="sm" variant="outline" className="h-7 px-2" onClick={() => zoom(1 / 1.25)} aria-label="Zoom in">
            +
          </Button>
          <Button type="button" size="sm" variant="outline" className="h-7 px-2" onClick={() => zoom(1.25)} aria-label="Zoom out">
            −
          </Button>
          <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={fit}>
            Fit
          </Button>
          <Button type="button" size="sm" variant="outline" className="h-7 px-2 text-xs" onClick={reset}>
            1:1
          </Button>
        </div>
      ) : null}
      <div className={enhanced ? "overflow-hidden" : "overflow-x-auto"}>
        <svg
          ref={svgRef}
          role="img"
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
