import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this page (epic-stack's NonceProvider): the HTTP layer makes one
 * per response (services/http-guards.server.ts), entry.server.tsx reads it from Remix's load context and
 * renders the page inside this provider, and root.tsx gives it to Remix's inline scripts. In the browser
 * it stays "": a browser hides a nonce from the DOM once the page is parsed, so hydration sees "" too.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
