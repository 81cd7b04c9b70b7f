#!/bin/sh
# Counts repeated code in the source only: apps/api/src, apps/web/src and
# packages/domain/src, without tests (*.test.*, *.spec.*), generated files (*.gen.ts), e2e, bench or migrations.
# It copies the tracked and untracked-not-ignored files of those folders into a temporary
# tree and runs `duplicates` there. Extra arguments go to `duplicates` (default: --most 200 --seconds 180).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
git ls-files --cached --others --exclude-standard -- apps/api/src apps/web/src packages/domain/src |
  grep -Ev '\.(test|spec|gen)\.[cm]?[jt]sx?$' |
  while IFS= read -r f; do
    [ -f "$f" ] || continue
    mkdir -p "$tmp/$(dirname "$f")"
    cp "$f" "$tmp/$f"
  done
[ $# -gt 0 ] || set -- --most 200 --seconds 180
duplicates --repo "$tmp" "$@" | sed "s|$tmp/||g"
