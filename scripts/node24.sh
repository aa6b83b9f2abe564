#!/usr/bin/env bash
# Runs a command under Node 24, the production image's runtime (Dockerfile: node:24-bookworm-slim),
# whatever Node the machine has (issue 18). The binary comes from the npm registry (the `node@24`
# package's platform binary, node-<os>-<arch>), is kept in var/runtimes/ and put first on PATH, so
# the command and every process it starts with `node` or process.execPath run on it.
#   bash scripts/node24.sh node --version
#   npm run test:node24                  (the tap suites: bash scripts/node24.sh tap server/test)
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "node24: no Node 24 package for $(uname -s); run the tests on your own Node 24" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node24: no Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
pkg="node-$os-$arch"
dir="var/runtimes/node24-$os-$arch"
bin="$PWD/$dir/node_modules/$pkg/bin"

if [[ ! -x $bin/node ]] || [[ $("$bin/node" --version) != v24.* ]]; then
  echo "node24: installing $pkg@24 from the npm registry into $dir" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@24" >&2
fi
echo "node24: $("$bin/node" --version) runs: $*" >&2

export PATH="$bin:$PATH"
if [[ ${1:-} == tap ]]; then
  shift
  exec node node_modules/.bin/tap "$@"
fi
exec "$@"
