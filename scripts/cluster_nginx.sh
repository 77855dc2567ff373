#!/usr/bin/env bash
# Writes DIR/nginx.conf for a local cluster: deploy/nginx.conf with its upstream servers and
# listen port replaced, in a main context whose files all live in DIR (so no root is needed to
# run it). Installs Debian's nginx first when it is missing and this runs as root with apt-get.
# Prints the path of the nginx binary. Used by scripts/cluster.sh and tests/build/cluster.spec.ts.
#   bash scripts/cluster_nginx.sh DIR LISTEN_PORT NODE_PORT...
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1
port=$2
shift 2

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's nginx..." >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "nginx is needed: install it (Debian/Ubuntu: sudo apt-get install nginx)." >&2
    exit 1
  fi
fi

mkdir -p "$dir/logs"
abs=$(cd "$dir" && pwd)
upstreams=""
for node_port in "$@"; do
  upstreams+="    server 127.0.0.1:$node_port max_fails=1 fail_timeout=5s;\n"
done
sed -e "/^ *server 127\.0\.0\.1:[0-9]*/d" \
    -e "s|^upstream codeva_app {|upstream codeva_app {\n$upstreams|" \
    -e "s|listen 8080;|listen $port;|" deploy/nginx.conf > "$abs/codeva.conf"
cat > "$abs/nginx.conf" <<NGINX
worker_processes 1;
# Each WebSocket holds two connections (the browser's and the node's): 1,000 people with a
# reconnect storm on top ran out of 4,096 in the cluster bench.
worker_rlimit_nofile 20000;
pid $abs/nginx.pid;
error_log $abs/logs/nginx-error.log warn;
events { worker_connections 16384; }
http {
    access_log $abs/logs/nginx-access.log;
    client_body_temp_path $abs/body;
    proxy_temp_path $abs/proxy;
    fastcgi_temp_path $abs/fastcgi;
    uwsgi_temp_path $abs/uwsgi;
    scgi_temp_path $abs/scgi;
    include $abs/codeva.conf;
}
NGINX
command -v nginx || echo /usr/sbin/nginx
