#!/usr/bin/env bash
# Make xmllint available for the tests, idempotently: the GLDF export test validates product.xml
# against the official GLDF schema with `xmllint --schema` (Debian's libxml2-utils). Installs the
# package with apt-get when missing; exits non-zero when xmllint cannot be had (the test then
# skips that check and says so).
set -euo pipefail
log() { echo "[ensure-xmllint] $*" >&2; }
if command -v xmllint >/dev/null 2>&1; then exit 0; fi
log "xmllint is not installed; installing libxml2-utils with apt-get"
if [ "$(id -u)" -ne 0 ]; then log "not root: cannot install libxml2-utils"; exit 1; fi
(apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null) || { log "apt-get install libxml2-utils failed"; exit 1; }
command -v xmllint >/dev/null 2>&1
