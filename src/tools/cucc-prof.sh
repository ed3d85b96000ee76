#!/usr/bin/env bash
# cucc-prof: where a cucc program's device time goes (docs/profiling.md).
#
#   cucc-prof [--trace FILE.json] [--html FILE.html] [--output FILE] ./prog args...
#
# Runs the program with CUCC_PROFILE=1: at exit its runtime prints a table
# of kernels and one of memory operations (to stderr, or to --output), and
# with --trace writes every operation as a Chrome trace (a row per stream)
# that Perfetto (ui.perfetto.dev) and chrome://tracing open, and with --html
# a self-contained HTML timeline (a row per stream; zoom, pan, hover) that
# any browser opens offline.  Any cucc build works; nothing is rebuilt.
set -u
usage() {
    echo "usage: cucc-prof [--trace FILE.json] [--html FILE.html] [--output FILE] program [args...]" >&2
    exit 1
}
trace= output= page=
while [ $# -gt 0 ]; do
    case "$1" in
        --trace) [ $# -ge 2 ] || usage; trace=$2; shift 2 ;;
        --trace=*) trace=${1#*=}; shift ;;
        --html) [ $# -ge 2 ] || usage; page=$2; shift 2 ;;
        --html=*) page=${1#*=}; shift ;;
        --output|-o) [ $# -ge 2 ] || usage; output=$2; shift 2 ;;
        --output=*) output=${1#*=}; shift ;;
        -h|--help) usage ;;
        --) shift; break ;;
        -*) echo "cucc-prof: unknown option $1" >&2; exit 1 ;;
        *) break ;;
    esac
done
[ $# -ge 1 ] || usage
export CUCC_PROFILE=1 CUCC_PROFILE_TRACE=$trace CUCC_PROFILE_OUT=$output CUCC_PROFILE_HTML=$page
exec "$@"
