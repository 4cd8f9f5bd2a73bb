#!/usr/bin/env bash
# `npm test`: install what the tests need (Debian's Chromium included) and run every test:
# lint, formatting, types, unit and API tests (on the primary Node and on the other LTS from the
# npm registry: scripts/node-lts.sh), every Storybook story in Chromium, the static Storybook (so a
# broken docs page fails), the production build, the JavaScript budget of every built page, the
# end-to-end tests against the production server, and Chromatic when it has a token. Each step
# prints its time; docs/testing.md says what each one checks. The primary Node is the machine's
# when it is 22 or 24, else Node 24 from the npm registry (scripts/supported-node.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# The Chromium the screenshot baselines were made with (packages/ui/screenshots-chromium.txt), or
# one line saying why the stories cannot pass here.
source scripts/chromium-for-screenshots.sh
ensure_chromium_for_screenshots packages/ui/screenshots-chromium.txt "${CHROMIUM_PATH:-/usr/bin/chromium}"

source scripts/supported-node.sh
use_supported_node
source scripts/ensure-pnpm.sh

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

# The unit and API tests on this Node and on the other LTS (22 or 24), both at once: each waits
# much of its time (servers starting and stopping, child processes, timers). The other Node's
# workspace is installed (better-sqlite3 compiled the first time on a machine) in the background
# while lint, format and typecheck run, so that no compiler competes with the tests.
# Each run's output is printed whole when both have ended.
this_node=$(node --version | cut -d. -f1 | tr -d v)
if [ "$this_node" = 24 ]; then other_node=22; else other_node=24; fi
install_log=$(mktemp)
bash scripts/node-lts.sh "$other_node" --install-only >"$install_log" 2>&1 &
install_pid=$!
# A step that fails ends the run: the install does not outlive it.
trap 'kill "$install_pid" 2>/dev/null || true' EXIT

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
  if ! wait "$install_pid"; then
    cat "$install_log"
    echo "Installing the workspace for Node $other_node failed." >&2
    return 1
  fi
  rm -f "$install_log"
  local names=("Node $this_node" "Node $other_node") pids=()
  pnpm test:unit >"$logs/0" 2>&1 &
  pids+=($!)
  bash scripts/node-lts.sh "$other_node" >"$logs/1" 2>&1 &
  pids+=($!)
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
step "unit and API tests on Node $this_node and $other_node" node_versions
step "stories in Chromium" pnpm test:stories
step "static Storybook" pnpm build-storybook
step "production build" pnpm build
step "JavaScript budget and image sizes" pnpm check:budget
step "end-to-end tests" pnpm test:e2e
step "chromatic" pnpm chromatic

echo
echo "All tests passed in $((SECONDS - started)) s."
