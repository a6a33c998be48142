# Sourced by scripts/bench and scripts/test. A fresh Debian's locale is POSIX, in which Java cannot name a file in
# UTF-8 (a report's chart of a database or test whose name is not ASCII); C.UTF-8 is always there.
# shellcheck shell=bash
case "${LC_ALL:-${LC_CTYPE:-${LANG:-}}}" in
  *UTF-8*|*utf8*|*UTF8*|*utf-8*) ;;
  *) export LANG=C.UTF-8; unset LC_ALL LC_CTYPE ;;
esac
