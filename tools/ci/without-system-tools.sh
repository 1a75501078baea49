#!/usr/bin/env bash
# Runs a command as on a machine with Node and nothing else: in a private mount namespace, the system
# tools the tests once needed — Debian's chromium, poppler's pdftotext and pdftoppm, socat — are removed
# from /usr/bin (an overlay whose upper layer whites them out; where the kernel refuses the overlay, an
# empty non-executable file is bound over each). Nothing changes outside the namespace. Needs root.
#   tools/ci/without-system-tools.sh npm test -- <test files>
set -euo pipefail
TOOLS=(chromium pdftotext pdftoppm socat)

if [ "${CUVEE_SYSTEM_TOOLS_HIDDEN:-}" != 1 ]; then
  exec unshare --mount --propagation private env CUVEE_SYSTEM_TOOLS_HIDDEN=1 bash "$0" "$@"
fi

whiteouts=$(mktemp -d)
for tool in "${TOOLS[@]}"; do mknod "$whiteouts/$tool" c 0 0; done
if ! mount -t overlay overlay -o "lowerdir=$whiteouts:/usr/bin" /usr/bin 2>/dev/null; then
  : >"$whiteouts/empty"
  for tool in "${TOOLS[@]}"; do
    [ -e "/usr/bin/$tool" ] && mount --bind "$whiteouts/empty" "/usr/bin/$tool"
  done
fi
for tool in "${TOOLS[@]}"; do
  # type -P may name a file it cannot run (the bound empty file): only an executable one counts.
  if found=$(type -P "$tool") && [ -x "$found" ]; then
    echo "without-system-tools: $tool is still reachable ($found)" >&2
    exit 1
  fi
done
echo "without-system-tools: ${TOOLS[*]} hidden" >&2

status=0
"$@" || status=$?
umount /usr/bin 2>/dev/null || true
rm -rf "$whiteouts"
exit "$status"
