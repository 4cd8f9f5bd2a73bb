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

# The unit and API tests on this Node and on Node 22 and 24, all three at once: each waits much of
# its time (servers starting and stopping, child processes, timers), so together they take about
# twice as long as one, not three times. The other two Nodes' workspaces are installed
# (better-sqlite3 compiled the first time on a machine) in the background while lint, format and
# typecheck run, so that no compiler competes with the tests.
# Each run's output is printed whole when all have ended.
this_node=$(node --version | cut -d. -f1 | tr -d v)
other_nodes=()
for major in 22 24; do [ "$major" = "$this_node" ] || other_nodes+=("$major"); done
installs=$(mktemp -d)
install_pids=()
for major in "${other_nodes[@]}"; do
  bash scripts/node-lts.sh "$major" --install-only >"$installs/$major" 2>&1 &
  install_pids+=($!)
done
# A step that fails ends the run: the installs do not outlive it.
trap 'kill "${install_pids[@]}" 2>/dev/null || true' EXIT

# Waits for the caller's background jobs (its arrays `pids` and `names`), prints each one's output
# ($1/<index>) whole, removes $1, and fails naming the jobs that failed after the words $2.
await_all() {
  local logs=$1 failed=()
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${names[$i]}"); done
  for i in "${!pids[@]}"; do
    echo "--- ${names[$i]}"
    cat "$logs/$i"
  done
  rm -rf "$logs"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "$2: ${failed[*]}" >&2
    return 1
  fi
}

node_versions() {
  local logs
  logs=$(mktemp -d)
  for i in "${!install_pids[@]}"; do
    if ! wait "${install_pids[$i]}"; then
      cat "$installs/${other_nodes[$i]}"
      echo "Installing the workspace for Node ${other_nodes[$i]} failed." >&2
      return 1
    fi
  done
  local names=("Node $this_node") pids=()
  pnpm test:unit >"$logs/0" 2>&1 &
  pids+=($!)
  for major in "${other_nodes[@]}"; do
    names+=("Node $major")
    bash scripts/node-lts.sh "$major" >"$logs/${#pids[@]}" 2>&1 &
    pids+=($!)
  done
  rm -rf "$installs"
  await_all "$logs" "Unit and API tests failed on"
}

# Lint, format and the type checks each use one core: all at once, they keep both busy. Each
# check's output is printed whole, with its time, when all have ended.
static_checks() {
  local logs names=(lint format typecheck) commands=("pnpm lint" "pnpm format:check" "pnpm typecheck")
  logs=$(mktemp -d)
  local pids=()
  for i in "${!names[@]}"; do
    (
      t=$SECONDS
      status=0
      ${commands[$i]} || status=$?
      echo "<== ${names[$i]}: $((SECONDS - t)) s"
      exit "$status"
    ) >"$logs/$i" 2>&1 &
    pids+=($!)
  done
  await_all "$logs" "Failed"
}

step "lint, format and typecheck" static_checks
step "unit and API tests on Node 20, 22 and 24" node_versions
step "stories in Chromium" pnpm test:stories
step "static Storybook" pnpm build-storybook
step "production build" pnpm build
step "JavaScript budget and image sizes" pnpm check:budget
step "end-to-end tests" pnpm test:e2e
step "chromatic" pnpm chromatic

echo
echo "All tests passed in $((SECONDS - started)) s."
