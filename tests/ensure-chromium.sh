#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; a browser is never downloaded through Playwright.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  exit 0
fi
echo "The end-to-end tests need Debian's Chromium at /usr/bin/chromium." >&2
echo "Install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
