#!/usr/bin/env bash
# Runs one of the server's command-line tools (apps/server/src/cli/<name>.ts) from the last build,
# so that `npm run backup` and the others start at once; builds the server first only when there
# is no build yet (after `npm start` or `npm run build` there is). Usage: run-cli.sh NAME [ARGS...]
set -euo pipefail
tool="apps/server/dist/cli/$1.js"
shift
if [ ! -f "$tool" ]; then
  echo "No build of the server yet: building it first (about a minute)." >&2
  npm run build -w @oneclick/shared -w @oneclick/server >&2
fi
exec node "$tool" "$@"
