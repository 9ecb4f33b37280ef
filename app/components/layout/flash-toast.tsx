import { useEffect } from "react";
import { toast as showToast } from "~/components/ui/use-toast";
import { useServerMessage } from "~/lib/server-message";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";

export type FlashToastData = { kind: "success" | "error" | "info"; title: string; description?: string } | null;

/**
 * The toast a mutation left for the next page (root data). Rendered by the server, so it shows without
 * JavaScript; once the page is live it hands the toast to the Toaster instead (dismissable, timed).
 * The effect runs once per toast object: root data is replaced only when the root loader runs again.
 */
export function FlashToast({ toast }: { toast: FlashToastData }) {
  const hydrated = useHydrated();
  const message = useServerMessage();
  // The Toaster translates what it shows, so the toast goes to it as the server wrote it (English).
  useEffect(() => {
    if (!toast) return;
    showToast({ title: toast.title, description: toast.description, variant: toast.kind === "success" ? "success" : toast.kind === "error" ? "destructive" : "default" });
  }, [toast]);
  if (!toast || hydrated) return null;
  return (
    <div role="status" className={cn("fixed bottom-4 end-4 z-[100] flex w-[min(420px,calc(100vw-2rem))] items-start justify-between gap-3 rounded-md border p-4 shadow-lg", toast.kind === "success" ? "border-success bg-success text-success-foreground" : toast.kind === "error" ? "border-destructive bg-destructive text-destructive-foreground" : "bg-popover text-popover-foreground")}>
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{message(toast.title)}</p>
        {toast.description ? <p className="text-sm opacity-90">{message(toast.description)}</p> : null}
      </div>
    </div>
  );
}
