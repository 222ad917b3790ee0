#!/usr/bin/env bash
# Makes sure Debian's Chromium and a CJK font are there for the Playwright tests.
# Idempotent and quiet when everything is present; never runs `playwright install`.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
if ! dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "install ok installed"; then
  missing+=(fonts-noto-cjk)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-chromium: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "ensure-chromium: need root (or sudo) to apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
[ -x /usr/bin/chromium ] || { echo "ensure-chromium: /usr/bin/chromium still missing" >&2; exit 1; }
