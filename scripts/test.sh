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

pnpm install --frozen-lockfile
source scripts/native-for-this-node.sh

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
step "unit and API tests" pnpm test:unit
step "unit and API tests on Node 22" bash scripts/node-lts.sh 22
step "unit and API tests on Node 24" bash scripts/node-lts.sh 24
step "stories in Chromium" pnpm test:stories
step "static Storybook" pnpm build-storybook
step "production build" pnpm build
step "JavaScript budget and image sizes" pnpm check:budget
step "end-to-end tests" pnpm test:e2e
step "chromatic" pnpm chromatic

echo
echo "All tests passed in $((SECONDS - started)) s."
