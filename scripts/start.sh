#!/usr/bin/env bash
# `npm start`: install everything, build the site (prerendered from the seeded database) and the
# API, then serve both from one Node process at http://localhost:${PORT:-3000}. All of it runs on
# Node 22 or 24: the machine's own, or Node 24 from the npm registry (scripts/supported-node.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/supported-node.sh
use_supported_node
source scripts/ensure-pnpm.sh

source scripts/native-for-this-node.sh
native_headers_for_this_node
pnpm install --frozen-lockfile
native_build_for_this_node
pnpm build
exec pnpm serve
