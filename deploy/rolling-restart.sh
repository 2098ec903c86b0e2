#!/bin/sh
# Restarts the portal's processes one at a time without failing a request (docs/deploy.md):
# nginx stops sending new requests to a process, the process answers what it has and exits,
# starts again, and takes requests again once it is ready.
#   deploy/rolling-restart.sh [PORT...]   (every process of the upstream file by default)
# Settings, from the environment:
#   UPSTREAM_FILE  /etc/nginx/oneclick-portal/upstream.conf
#   NGINX_RELOAD   nginx -s reload
#   RESTART        systemctl restart oneclick-portal@{port}   ({port} is replaced)
#   DRAIN_SECONDS  2: after a reload, nginx's old workers still send to every process for a moment
# Needs curl (Debian: apt-get install -y curl).
set -eu
here=$(dirname "$0")
upstream=${UPSTREAM_FILE:-/etc/nginx/oneclick-portal/upstream.conf}
reload=${NGINX_RELOAD:-nginx -s reload}
restart=${RESTART:-systemctl restart oneclick-portal@\{port\}}
drain=${DRAIN_SECONDS:-2}
ports=${*:-$(sed -n 's/^ *server 127\.0\.0\.1:\([0-9]*\) .*/\1/p' "$upstream")}

# The process's line in the upstream file, with `down` or without.
mark() {
  sed -i -e "s/^\( *server 127\.0\.0\.1:$1 [^;]*\) down;/\1;/" "$upstream"
  if [ "$2" = down ]; then sed -i -e "s/^\( *server 127\.0\.0\.1:$1 [^;]*\);/\1 down;/" "$upstream"; fi
  $reload
}

for port in $ports; do
  echo "port $port: out of nginx"
  mark "$port" down
  sleep "$drain"
  echo "port $port: restarting"
  sh -c "$(echo "$restart" | sed "s/{port}/$port/g")"
  "$here/wait-until-ready.sh" "$port" 60
  mark "$port" up
  echo "port $port: ready and back in nginx"
done
