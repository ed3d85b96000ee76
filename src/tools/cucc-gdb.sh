#!/usr/bin/env bash
# cucc-gdb: gdb with cucc's commands for CUDA threads (cucc-gdb.py next to
# this script, or in ../lib/cucc): info cuda threads, cuda thread (x,y,z),
# cuda block (x,y,z), break-kernel NAME.  Build the program with cucc -G.
#
#   cucc-gdb [gdb options] ./prog [args...]     (as gdb takes them)
set -u
dir=$(cd "$(dirname "$0")" && pwd)
py=$dir/cucc-gdb.py
[ -f "$py" ] || py=$dir/../lib/cucc/cucc-gdb.py
[ -f "$py" ] || { echo "cucc-gdb: cucc-gdb.py not found next to $0" >&2; exit 1; }
command -v gdb > /dev/null || { echo "cucc-gdb: gdb is not installed" >&2; exit 1; }
exec gdb -x "$py" "$@"
