#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-chromium.sh
echo "== typecheck"; npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings=0 .
echo "== unit and integration"; npx vitest run
echo "== build"; npm run build >/dev/null
echo "== end-to-end (Chromium)"; npx playwright test -c tests/playwright.config.ts
