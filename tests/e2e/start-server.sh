#!/usr/bin/env bash
# The end-to-end portal: a fresh data directory (database, mailbox, secrets) on every run, then `npm start`'s server.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATA_DIR:?the Playwright config sets DATA_DIR}"
rm -rf "$DATA_DIR"
exec npx tsx server.ts
