# Sourced by start.sh and test.sh: better-sqlite3 is compiled for one Node, against the headers
# scripts/node-headers.sh names for it. Before `pnpm install`, native_headers_for_this_node points
# the compiler at those headers; after it, native_build_for_this_node compiles the addon again
# when the installed one does not load or was compiled against other headers (installed under
# another Node).
source scripts/node-headers.sh

native_headers_for_this_node() {
  local running wanted
  running=$(node --version | cut -c2-)
  wanted=$(headers_version_for "$running")
  npm_config_nodedir="$(node_headers_dir "$wanted")"
  export npm_config_nodedir
}

native_build_for_this_node() {
  local running wanted
  running=$(node --version | cut -c2-)
  wanted=$(headers_version_for "$running")
  if native_loads && [ "$(native_built_against)" = "$wanted" ]; then
    return
  fi
  echo "Compiling better-sqlite3 for Node $running against the headers of $wanted (about 1.5 min) ..."
  npm_config_nodedir="$(node_headers_dir "$wanted")" pnpm rebuild --recursive better-sqlite3 >/dev/null
  native_loads || {
    echo "better-sqlite3 does not load under Node $running." >&2
    return 1
  }
}

# The version of the headers the installed addon was compiled against (node-gyp records their
# folder in build/config.gypi), or nothing when that is unknown.
native_built_against() {
  local build nodedir
  build=$(cd apps/api && node -p "require('path').dirname(require.resolve('better-sqlite3/package.json'))")/build
  nodedir=$(grep -o '"nodedir": "[^"]*"' "$build/config.gypi" 2>/dev/null | cut -d'"' -f4)
  [ -f "$nodedir/include/node/node_version.h" ] || return 0
  awk '/#define NODE_(MAJOR|MINOR|PATCH)_VERSION/ { v = v (v ? "." : "") $3 } END { print v }' \
    "$nodedir/include/node/node_version.h"
}

native_loads() {
  (cd apps/api && node -e "new (require('better-sqlite3'))(':memory:').close()") >/dev/null 2>&1
}
