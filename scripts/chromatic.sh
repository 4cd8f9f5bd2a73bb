#!/usr/bin/env bash
# Hosted visual review. Chromatic's service is only reachable with a project token (and network).
set -euo pipefail
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set)"
  exit 0
fi
exec pnpm exec chromatic --build-script-name build-storybook --exit-zero-on-changes --only-changed
