import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Spec section 2: any service worker is unregistered, and console output is silenced in production.
if ("serviceWorker" in navigator) {
  void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));
}
if (document.documentElement.dataset.mode === "production") {
  for (const method of ["log", "info", "debug", "warn"] as const) console[method] = () => {};
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
