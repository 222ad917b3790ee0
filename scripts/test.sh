#!/usr/bin/env bash
# `npm test`: every test of Lampsheet. Starts what the tests need (PostgreSQL, Debian's
# Chromium) idempotently, builds the app, runs the unit and integration tests (vitest, on
# SQLite and PostgreSQL), then the browser tests (Playwright against the built server), and
# prints one closing line "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .test-results
rm -f .test-results/*.json

if url=$(bash scripts/ensure-postgres.sh | tail -n 1) && [[ "$url" == postgres://* ]]; then
  export LAMPSHEET_TEST_PG_URL="$url"
else
  echo
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo "!!! PostgreSQL could not be started: the PostgreSQL data-layer tests are SKIPPED."
  echo "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!"
  echo
  if [ "${LAMPSHEET_REQUIRE_PG:-0}" = "1" ]; then echo "LAMPSHEET_REQUIRE_PG=1: failing."; exit 1; fi
fi

if ! bash scripts/ensure-xmllint.sh; then
  echo
  echo "!!! xmllint could not be installed: the GLDF export's XSD validation is SKIPPED."
  echo
  if [ "${LAMPSHEET_REQUIRE_XMLLINT:-0}" = "1" ]; then echo "LAMPSHEET_REQUIRE_XMLLINT=1: failing."; exit 1; fi
fi

echo "== install scripts (every dependency's install script approved or denied in package.json's allowScripts)"
pending=$(npm install-scripts ls --json | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{for(const p of JSON.parse(s).allowScripts)console.log(p.name)})')
if [ -n "$pending" ]; then
  echo "install scripts not covered by allowScripts: $pending (review, then npm install-scripts approve or deny)"
  exit 1
fi

echo "== build"
npm run build || { echo "build failed"; exit 1; }

status=0
echo "== lint (ESLint with the layer rules, knip)"
npm run lint || { echo "lint failed"; status=1; }

echo "== typecheck (the web app and the browser tests too: the build above checks only the server's side)"
npm run typecheck || { echo "typecheck failed"; status=1; }

echo "== unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=1

echo "== browser tests (Playwright, Debian Chromium)"
if bash scripts/ensure-chromium.sh; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.test-results/playwright.json" npm run test -w @lampsheet/e2e -- --reporter=list,json || status=1
else
  echo "Chromium could not be installed: browser tests cannot run"
  status=1
fi

node scripts/test-summary.mjs .test-results/vitest.json .test-results/playwright.json || status=1
exit $status
