# Sourced by test.sh: the screenshot baselines are pixels of one Chromium build, recorded in
# packages/ui/screenshots-chromium.txt. Another major version draws native controls (a textarea's
# resize handle, checkboxes, selects) differently and fails many of them, so the run stops before
# any story when the browser is not the recorded one's major (docs/testing.md).

# The version (such as 156.0.8078.108) of the Chromium at <path>, or nothing when there is none.
# Debian's launcher script may print a shell warning of its own: only "Chromium x.y.z.w" counts.
chromium_version() {
  { "$1" --version 2>/dev/null || true; } |
    sed -nE 's/.*Chromium ([0-9]+(\.[0-9]+){3}).*/\1/p' | head -n 1
}

# The version recorded in <file>: the first word that does not begin a # comment.
chromium_recorded() {
  awk 'NF && $1 !~ /^#/ { print $1; exit }' "$1"
}

# How Chromium <installed> differs from <recorded>: same, build (the same major) or major (another
# major, or none installed).
chromium_difference() {
  local recorded=$1 installed=$2
  if [ "$installed" = "$recorded" ]; then
    echo same
  elif [ -n "$installed" ] && [ "${installed%%.*}" = "${recorded%%.*}" ]; then
    echo build
  else
    echo major
  fi
}

# Debian's current chromium, from a refreshed package list (an old list installs an old major).
chromium_refresh() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq &&
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
}

# Usage: ensure_chromium_for_screenshots <recorded-version file> <browser path>
# Installs Debian's current Chromium when the browser is missing or not the recorded version;
# then fails with one line when its major still differs, and notes a smaller difference.
ensure_chromium_for_screenshots() {
  local file=$1 browser=$2 recorded installed
  recorded=$(chromium_recorded "$file")
  installed=$(chromium_version "$browser")
  if [ "$installed" != "$recorded" ]; then
    echo "Installing Debian's current Chromium ($browser is ${installed:-missing}; the screenshots were made with $recorded) ..."
    chromium_refresh || echo "Installing Chromium with apt-get failed." >&2
    installed=$(chromium_version "$browser")
  fi
  case "$(chromium_difference "$recorded" "$installed")" in
    build)
      echo "Note: the screenshots were made with Chromium $recorded; this machine has Chromium $installed (the same major), so the run goes on."
      ;;
    major)
      local has="no Chromium at $browser"
      [ -z "$installed" ] || has="Chromium $installed"
      echo "Screenshots were made with Chromium $recorded; this machine has $has. Install Chromium ${recorded%%.*} or update the baselines (docs/testing.md)." >&2
      return 1
      ;;
  esac
}
