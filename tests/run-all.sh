#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-chromium.sh
# Typecheck and lint are single-threaded: side by side they take the time of the slower one. Each one's output is
# printed whole after both end, and either failing fails the run.
out=$(mktemp -d)
npx tsc --noEmit >"$out/typecheck" 2>&1 & typecheck=$!
npx eslint --max-warnings=0 . >"$out/lint" 2>&1 & lint=$!
status=0
wait $typecheck || status=1; echo "== typecheck"; cat "$out/typecheck"
wait $lint || status=1; echo "== lint"; cat "$out/lint"
rm -rf "$out"
[ $status -eq 0 ] || { echo "typecheck or lint failed"; exit 1; }
echo "== unit and integration"; npx vitest run
echo "== build"; npm run build >/dev/null
echo "== end-to-end (Chromium)"; npx playwright test -c tests/playwright.config.ts
