# Sourced by start.sh and test.sh after `pnpm install`: better-sqlite3 is compiled for one Node,
# so it is compiled again when the workspace's build was made for another one (installed under
# another version, or against other headers: scripts/node-headers.sh says which it needs).
source scripts/node-headers.sh
running=$(node --version | cut -c2-)
wanted_headers=$(headers_version_for "$running")
built_for=node_modules/.better-sqlite3-headers
loads() { (cd apps/api && node -e "new (require('better-sqlite3'))(':memory:').close()") >/dev/null 2>&1; }
if ! loads || { [ "$wanted_headers" != "$running" ] && [ "$(cat "$built_for" 2>/dev/null)" != "$wanted_headers" ]; }; then
  echo "Compiling better-sqlite3 for Node $running against the headers of $wanted_headers (about 1.5 min) ..."
  npm_config_nodedir="$(node_headers_dir "$wanted_headers")" pnpm rebuild --recursive better-sqlite3 >/dev/null
  loads || { echo "better-sqlite3 does not load under Node $running." >&2; exit 1; }
  echo "$wanted_headers" >"$built_for"
fi
