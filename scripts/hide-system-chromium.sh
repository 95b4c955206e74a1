#!/usr/bin/env bash
# Runs "$@" (as root, Linux) in a private mount namespace where /usr/bin has no chromium/google-chrome and
# PLAYWRIGHT_BROWSERS_PATH points at an empty place: how a machine without a browser looks to e2e/browser.ts.
#   APP_PORT=5215 EMULATOR_PORT=54415 bash scripts/hide-system-chromium.sh npx playwright test e2e/auth.spec.ts
set -euo pipefail
exec unshare -m --propagation private bash -c '
  set -e
  real=$(mktemp -d /tmp/realbin.XXXX); fake=$(mktemp -d /tmp/fakebin.XXXX)
  for f in /usr/bin/*; do
    n=$(basename "$f"); case "$n" in chromium*|google-chrome*) continue;; esac
    t=$(readlink -f "$f" || true); [ -n "$t" ] || continue
    if [ "$(dirname "$t")" = /usr/bin ]; then t="$real/$(basename "$t")"; fi
    ln -s "$t" "$fake/$n"
  done
  mount --bind /usr/bin "$real"
  mount --bind "$fake" /usr/bin
  export PLAYWRIGHT_BROWSERS_PATH=/nonexistent-playwright-cache
  unset PLAYWRIGHT_CHROMIUM_PATH
  "$@"
' bash "$@"
