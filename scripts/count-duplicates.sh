#!/usr/bin/env bash
# Counts the repeated code of apps/ and packages/ as issue 42 counts it (decisions 063, 064): the
# workplace's `duplicates` command over a copy of the tracked sources without tests, demo data,
# e2e and fixtures. Its first line says "N pairs ... K of those marked boilerplate": the pairs
# that count are N - K. Usage: scripts/count-duplicates.sh [rows to list, default 200]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cd "$root"
git ls-files apps packages |
  grep -vE '(\.test\.tsx?$|/test/|/tests/|/demo/|\.spec\.ts$|/e2e/|fixtures)' |
  while read -r file; do
    mkdir -p "$copy/$(dirname "$file")"
    cp "$file" "$copy/$file"
  done
cd "$copy" && duplicates --most "${1:-200}" --seconds 200
