#!/usr/bin/env bash
# Installs what bench-report's browser test needs on Debian 12, idempotently: headless Chromium (the test that
# opens index.html is skipped without it) and the fonts Java draws the charts with. Run as root.
set -euo pipefail

need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
dpkg -s fonts-dejavu-core >/dev/null 2>&1 || need_apt+=(fonts-dejavu-core)
dpkg -s fontconfig >/dev/null 2>&1 || need_apt+=(fontconfig)

if [ ${#need_apt[@]} -eq 0 ]; then
  echo "setup-report-tools: skip: chromium and fonts present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "setup-report-tools: ${need_apt[*]} missing; run this script as root to install them" >&2
  exit 1
fi
echo "setup-report-tools: installing ${need_apt[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
/usr/bin/chromium --version
