# Sourced by start.sh and test.sh: better-sqlite3 is compiled for one Node, against the headers
# scripts/node-headers.sh names for it. Before `pnpm install`, native_headers_for_this_node points
# the compiler at those headers; after it, native_build_for_this_node compiles the addon again
# when the installed one was made for another Node (installed under another version, or against
# other headers).
source scripts/node-headers.sh

native_headers_for_this_node() {
  local running wanted
  running=$(node --version | cut -c2-)
  wanted=$(headers_version_for "$running")
  npm_config_nodedir="$(node_headers_dir "$wanted")"
  export npm_config_nodedir
}

native_build_for_this_node() {
  local running wanted built_for=node_modules/.better-sqlite3-headers
  running=$(node --version | cut -c2-)
  wanted=$(headers_version_for "$running")
  if native_loads && { [ "$wanted" = "$running" ] || [ "$(cat "$built_for" 2>/dev/null)" = "$wanted" ]; }; then
    return
  fi
  echo "Compiling better-sqlite3 for Node $running against the headers of $wanted (about 1.5 min) ..."
  npm_config_nodedir="$(node_headers_dir "$wanted")" pnpm rebuild --recursive better-sqlite3 >/dev/null
  native_loads || {
    echo "better-sqlite3 does not load under Node $running." >&2
    return 1
  }
  echo "$wanted" >"$built_for"
}

native_loads() {
  (cd apps/api && node -e "new (require('better-sqlite3'))(':memory:').close()") >/dev/null 2>&1
}
