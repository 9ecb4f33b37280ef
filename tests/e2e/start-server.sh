#!/usr/bin/env bash
# The end-to-end portal: a fresh data directory (database, mailbox, secrets) on every run, then `npm start`'s server.
set -euo pipefail
cd "$(dirname "$0")/../.."
rm -rf tests/e2e/.data
exec npx tsx server.ts
