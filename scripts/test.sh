#!/usr/bin/env bash
# `npm test`: install what the tests need (Debian's Chromium included) and run every test:
# lint, formatting, types, unit and API tests (on this machine's Node, then on Node 22 and 24 from
# the npm registry: scripts/node-lts.sh), every Storybook story in Chromium, the static Storybook (so a
# broken docs page fails), the production build, the JavaScript budget of every built page, the
# end-to-end tests against the production server, and Chromatic when it has a token. Each step
# prints its time; docs/testing.md says what each one checks.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's Chromium (/usr/bin/chromium) ..."
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

source scripts/native-for-this-node.sh
native_headers_for_this_node
pnpm install --frozen-lockfile
native_build_for_this_node

started=$SECONDS
step() {
  local name=$1
  shift
  local t=$SECONDS
  echo
  echo "==> $name"
  "$@"
  echo "<== $name: $((SECONDS - t)) s"
}

step "lint" pnpm lint
step "format" pnpm format:check
step "typecheck" pnpm typecheck
# The unit and API tests on this Node and on Node 22 and 24, all three at once: they mostly wait
# (servers starting and stopping, child processes, timers), so together they take little longer
# than one. Each one's output is printed whole when all have ended.
node_versions() {
  local logs this
  logs=$(mktemp -d)
  this=$(node --version | cut -d. -f1 | tr -d v)
  local names=("Node $this") pids=()
  pnpm test:unit >"$logs/0" 2>&1 &
  pids+=($!)
  for major in 22 24; do
    [ "$major" = "$this" ] && continue
    names+=("Node $major")
    bash scripts/node-lts.sh "$major" >"$logs/${#pids[@]}" 2>&1 &
    pids+=($!)
  done
  local failed=()
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${names[$i]}"); done
  for i in "${!pids[@]}"; do
    echo "--- ${names[$i]}"
    cat "$logs/$i"
  done
  rm -rf "$logs"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "Unit and API tests failed on: ${failed[*]}" >&2
    return 1
  fi
}

step "unit and API tests on Node 20, 22 and 24" node_versions
step "stories in Chromium" pnpm test:stories
step "static Storybook" pnpm build-storybook
step "production build" pnpm build
step "JavaScript budget and image sizes" pnpm check:budget
step "end-to-end tests" pnpm test:e2e
step "chromatic" pnpm chromatic

echo
echo "All tests passed in $((SECONDS - started)) s."
