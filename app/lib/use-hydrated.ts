import { useEffect, useState } from "react";

/** False in the server render and the first browser render: what JavaScript hides must still work without it. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
