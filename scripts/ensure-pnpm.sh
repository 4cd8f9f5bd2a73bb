# Sourced by start.sh and test.sh: makes the pinned pnpm available on a machine with only Node and npm.
# Corepack is not used: its signature check fails on some machines.
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if ! npm install --global --silent "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    # No permission for a global install: keep pnpm inside the project instead.
    npm install --silent --no-save --prefix .tools "pnpm@$PNPM_VERSION" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
  hash -r
fi
# Browsers come from Debian (/usr/bin/chromium): never let a package download one.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export STORYBOOK_DISABLE_TELEMETRY=1
