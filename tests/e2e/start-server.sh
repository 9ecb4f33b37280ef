#!/usr/bin/env bash
# The end-to-end portal: a fresh data directory (database, mailbox, secrets) on every run, then `npm start`'s server,
# compiled (tests/run-all.sh runs `npm run build` first; a missing or stale build is built by scripts/start.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATA_DIR:?the Playwright config sets DATA_DIR}"
rm -rf "$DATA_DIR"
# The server's log (pino on stdout, LOG_LEVEL=warn in the Playwright config: warnings and errors only) goes to
# stderr, which Playwright prints beside the failing test: a 500 in a run then comes with its cause.
exec node scripts/start.mjs 1>&2
