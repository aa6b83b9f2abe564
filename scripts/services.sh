#!/usr/bin/env bash
# The stores the gateway needs, on loopback (issue 18): PostgreSQL on 127.0.0.1:5432 (user postgres,
# trust for loopback), Redis for state on 127.0.0.1:6379 (never evicts: redis/state.conf) and Redis
# for the cache on 127.0.0.1:6380 (may evict: redis/cache.conf). With --browser, Debian's Chromium
# for the browser journeys too.
#   npm run services [-- --browser]      (or: bash scripts/services.sh [--browser])
# On Debian or Ubuntu it installs what is missing from the distribution's packages (needs root) and
# starts it. Where a Docker engine runs and no package manager may be used, `--docker` runs the
# stores from docker-compose.yml instead. Idempotent: a service that already answers is left as it is.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
use_docker=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
    --docker) use_docker=1 ;;
    *) echo "services: unknown option $arg (known: --browser, --docker)" >&2; exit 2 ;;
  esac
done

say() { printf 'services: %s\n' "$*"; }
fail() { printf 'services: %s\n' "$*" >&2; exit 1; }

if [[ $use_docker == 1 ]]; then
  command -v docker >/dev/null && docker info >/dev/null 2>&1 || fail "no Docker engine answers; run without --docker on Debian/Ubuntu"
  say "starting postgres, redis-state and redis-cache with docker compose"
  docker compose up -d postgres redis-state redis-cache
  say "with Docker the cache Redis is the compose service; outside compose set REDIS_CACHE_URL yourself"
  exit 0
fi

apt_ready=0
apt_install() {
  command -v apt-get >/dev/null || fail "$* is missing and this is not Debian/Ubuntu: install it yourself, or use --docker"
  [[ $(id -u) == 0 ]] || fail "$* is missing: run this as root (it installs Debian packages)"
  if [[ $apt_ready == 0 ]]; then
    say "updating the package lists"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    apt_ready=1
  fi
  say "installing $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# --- Redis: one server per role, each with its role's policy --------------------------------------
redis_role() { # name port conf
  local name=$1 port=$2 conf=$3
  if redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1; then
    say "redis ($name) already answers on 127.0.0.1:$port; left as it is"
    return
  fi
  command -v redis-server >/dev/null || apt_install redis-server
  local dir="${SERVICES_DIR:-$PWD/var/services}/redis-$name"
  mkdir -p "$dir"
  # The role's settings from redis/<role>.conf, on loopback and in a directory of our own.
  redis-server "$conf" --daemonize yes --bind 127.0.0.1 -::1 --port "$port" --dir "$dir" --logfile "$dir/redis.log"
  for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 || fail "redis ($name) did not start; see $dir/redis.log"
  say "redis ($name) started on 127.0.0.1:$port ($(redis-cli -h 127.0.0.1 -p "$port" config get maxmemory-policy | tail -n 1))"
}
redis_role state 6379 redis/state.conf
redis_role cache 6380 redis/cache.conf

# --- PostgreSQL -------------------------------------------------------------------------------------
if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  say "postgresql already answers on 127.0.0.1:5432; left as it is"
else
  ls /etc/postgresql/*/main >/dev/null 2>&1 || apt_install postgresql
  ver=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$ver/main/pg_hba.conf
  # Loopback trust for the local user postgres: a development or CI machine, never a server.
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    say "postgresql: loopback connections trusted ($hba)"
  fi
  pg_ctlcluster --skip-systemctl-redirect "$ver" main start 2>/dev/null || pg_ctlcluster "$ver" main start
  for _ in $(seq 100); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 0.1; done
  pg_isready -q -h 127.0.0.1 -p 5432 || fail "postgresql $ver did not start; see /var/log/postgresql"
  say "postgresql $ver started on 127.0.0.1:5432"
fi

# --- Chromium for the browser journeys -------------------------------------------------------------
if [[ $want_browser == 1 ]]; then
  command -v chromium >/dev/null || apt_install chromium
  say "chromium at $(command -v chromium)"
fi

say "ready: the gateway's defaults reach them (REDIS_CACHE_URL=redis://127.0.0.1:6380 gives the cache its own server)"
