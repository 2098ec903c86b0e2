#!/bin/sh
# Waits until the portal on 127.0.0.1:PORT is ready (its database answers and is migrated):
#   deploy/wait-until-ready.sh PORT [SECONDS]   (60 by default; exits 1 when it is not ready by then)
# Needs curl (Debian: apt-get install -y curl).
set -eu
port=$1
deadline=$(($(date +%s) + ${2:-60}))
until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/v1/health/ready"; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    echo "the portal on port $port is not ready after ${2:-60} s" >&2
    exit 1
  fi
  sleep 0.2
done
