#!/usr/bin/env bash
# Deletes from scripts/module-doors-todo.txt the lines whose import is gone (after moving imports
# behind a module's index.ts). It never adds lines: a new inner import is fixed, not listed.
set -euo pipefail
cd "$(dirname "$0")/.."
gone=$(node scripts/check-imports.mjs 2>&1 | sed -n 's/.*is gone, delete the line: //p' || true)
[ -z "$gone" ] && exit 0
grep -v -x -F -f <(printf '%s\n' "$gone") scripts/module-doors-todo.txt > scripts/module-doors-todo.txt.new
mv scripts/module-doors-todo.txt.new scripts/module-doors-todo.txt
echo "removed $(printf '%s\n' "$gone" | wc -l) line(s)"
