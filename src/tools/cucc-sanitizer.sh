#!/usr/bin/env bash
# cucc-sanitizer: compute-sanitizer's command line for programs built by
# cucc (docs/sanitizer.md).
#
#   cucc-sanitizer [--tool memcheck|racecheck|initcheck|synccheck] [--error-exitcode N] [--print-limit N]
#                  [--log-file F] [--leak-check full|no] [--racecheck-global yes|no] ./prog args...
#
# memcheck checks every memory access in programs built with
# `cucc --sanitize` (AddressSanitizer underneath); racecheck finds
# shared-memory hazards and initcheck reads of device memory never written,
# in programs built with `cucc --sanitize=racecheck` (or =initcheck: one
# build serves both); synccheck finds threads of a block meeting at
# different barriers and warp collectives called by a lane their mask
# leaves out.  Every tool reports CUDA API errors and, with --leak-check
# full, device memory not freed, in any cucc build.  --racecheck-global yes
# adds to racecheck what compute-sanitizer's lacks: races between blocks
# of a grid in device and managed memory.  The program runs with
# every kernel on fibers, so that each report names its thread.
set -u
tool=memcheck exitcode= limit= log= leaks=no global=no
usage() {
    echo "usage: cucc-sanitizer [--tool memcheck|racecheck|initcheck|synccheck]" >&2
    echo "                      [--error-exitcode N] [--print-limit N]" >&2
    echo "                      [--log-file F] [--leak-check full|no] [--racecheck-global yes|no]" >&2
    echo "                      program [args...]" >&2
    exit 1
}
while [ $# -gt 0 ]; do
    case "$1" in
        --tool) [ $# -ge 2 ] || usage; tool=$2; shift 2 ;;
        --tool=*) tool=${1#--tool=}; shift ;;
        --error-exitcode) [ $# -ge 2 ] || usage; exitcode=$2; shift 2 ;;
        --error-exitcode=*) exitcode=${1#*=}; shift ;;
        --print-limit) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
        --print-limit=*) limit=${1#*=}; shift ;;
        --log-file) [ $# -ge 2 ] || usage; log=$2; shift 2 ;;
        --log-file=*) log=${1#*=}; shift ;;
        --leak-check) [ $# -ge 2 ] || usage; leaks=$2; shift 2 ;;
        --leak-check=*) leaks=${1#*=}; shift ;;
        --racecheck-global) [ $# -ge 2 ] || usage; global=$2; shift 2 ;;
        --racecheck-global=*) global=${1#*=}; shift ;;
        -h|--help) usage ;;
        --) shift; break ;;
        -*) echo "cucc-sanitizer: unknown option $1" >&2; exit 1 ;;
        *) break ;;
    esac
done
[ $# -ge 1 ] || usage
case "$tool" in
    memcheck|synccheck|racecheck|initcheck) ;;
    *) echo "cucc-sanitizer: unknown tool '$tool'" >&2; exit 1 ;;
esac
case "$exitcode" in ''|*[!0-9]*) [ -z "$exitcode" ] || { echo "cucc-sanitizer: --error-exitcode takes a number" >&2; exit 1; } ;; esac
case "$limit" in ''|*[!0-9]*) [ -z "$limit" ] || { echo "cucc-sanitizer: --print-limit takes a number" >&2; exit 1; } ;; esac
case "$leaks" in full|no) ;; *) echo "cucc-sanitizer: --leak-check takes full or no" >&2; exit 1 ;; esac
case "$global" in yes|no) ;; *) echo "cucc-sanitizer: --racecheck-global takes yes or no" >&2; exit 1 ;; esac

# AddressSanitizer's own report goes to a file the tool removes: the
# runtime reports each error in compute-sanitizer's form instead.
asan_dir=$(mktemp -d "${TMPDIR:-/tmp}/cucc-sanitizer.XXXXXX") || exit 1
trap 'rm -rf "$asan_dir"' EXIT
say() {
    if [ -n "$log" ]; then echo "$1" >> "$log"; else echo "$1"; fi
}
if [ -n "$log" ]; then
    : > "$log" || exit 1
fi
say "========= CUCC-SANITIZER"

# memcheck needs a build with `cucc --sanitize`, racecheck and initcheck
# one with `--sanitize=racecheck`, synccheck one with line tables (-lineinfo,
# -g, -G or --sanitize): a program built without it (`cucc -G
# prog.cu -o prog`, or any cucc build) is built again with it, from the
# recipe cucc put in the program (src/driver/recipe.c: the cucc command,
# its directory, its arguments), into a temporary file run in its place
# (with the program's own name as argv[0]), without -G (the tool's build
# has the lines, and kernels keep their strategies).  From its sources as they are
# now; a program linked from objects is built again from the objects'
# own recipes where each carries one (compiled alone by cucc -c), else it
# runs as it is (the runtime then says what was not checked).
rebuilt= want= has= nog= kept=() sec=()
# filtered ARGS...: the arguments in kept, without -o, -run, --run-args, -G
# and the sanitizer options; has=yes where those named the tool's build,
# nog set where -G went.
filtered() {
    local a skip=0
    kept=()
    for a in "$@"; do
        if [ $skip = 1 ]; then skip=0; continue; fi
        case "$a" in
            --sanitize|-sanitize) [ "$tool" != racecheck ] && [ "$tool" != initcheck ] && has=yes; continue ;;
            --sanitize=*|-sanitize=*)
                [ "$tool" = synccheck ] && has=yes
                case "${a#*=}" in
                    *memcheck*) [ "$tool" = memcheck ] && has=yes ;;
                    *racecheck*|*initcheck*) [ "$tool" != memcheck ] && has=yes ;;
                esac
                continue ;;
            # -G would run every kernel on fibers at -O0: the tool's build
            # reports the same lines (it has -g) at the usual speed
            -G|--device-debug) nog=" (and without -G)"; [ "$tool" = synccheck ] && has=yes; continue ;;
            -g|--debug|-lineinfo|--generate-line-info|-g[0-9]) [ "$tool" = synccheck ] && has=yes ;;
            -o|--output-file|--run-args|-run-args) skip=1; continue ;;
            --output-file=*|-o=*|--run-args=*|-run-args=*|-run|--run) continue ;;
        esac
        kept+=("$a")
    done
}
# section PROG NAME: the NUL-ended strings of PROG's section NAME in the
# array sec (none where it has no such section)
section() {
    rm -f "$asan_dir/section"
    objcopy --dump-section "$2=$asan_dir/section" "$1" "$asan_dir/discard" 2> /dev/null
    sec=()
    [ -f "$asan_dir/section" ] && mapfile -d '' sec < "$asan_dir/section"
}
# in DIR, CUCC ARGS... > the build log; false where it failed (noted)
build_in() {
    local dir=$1 cucc=$2
    shift 2
    [ -x "$cucc" ] || cucc=$(dirname "$0")/cucc
    (cd "$dir" 2> /dev/null && "$cucc" "$@") >> "$asan_dir/build.log" 2>&1 && return 0
    say "========= Note: $prog_name was built without cucc $want, and building it again with it failed: it runs as it is"
    say "=========     $(grep -m1 -i error "$asan_dir/build.log" || tail -n 1 "$asan_dir/build.log")"
    return 1
}
# The objects the link command names, built again from their own recipes
# (.cucc_build_o: see src/driver/recipe.c) into $asan_dir/oN.o; the link
# arguments in kept, with those paths.  False where an object or a static
# library has no recipe of its own.
objects_again() {
    local dir=$2 i=0 n k=0 a real
    declare -A at=()
    section "$1" .cucc_build_o
    local o=("${sec[@]}")
    while [ $i -lt ${#o[@]} ]; do
        [ "${o[$i]}" = "cucc-obj 1" ] || return 1
        n=${o[$((i + 1))]}
        at[${o[$((i + 4))]}]=$i
        i=$((i + 2 + n))
    done
    local link=("${kept[@]}") out=()
    for a in "${link[@]}"; do
        case "$a" in
            *.a) if (cd "$dir" && [ -f "$a" ]); then return 1; fi ;;
            *.o)
                real=$(cd "$dir" && realpath -e -- "$a" 2> /dev/null) || return 1
                [ -n "${at[$real]:-}" ] || return 1
                i=${at[$real]}
                n=${o[$((i + 1))]}
                filtered "${o[@]:$((i + 5)):$((n - 3))}"
                build_in "${o[$((i + 3))]}" "${o[$((i + 2))]}" "${kept[@]}" "$want" -o "$asan_dir/o$k.o" || return 2
                out+=("$asan_dir/o$k.o")
                k=$((k + 1))
                continue ;;
        esac
        out+=("$a")
    done
    kept=("${out[@]}")
}
rebuild() {
    local prog=$1
    prog_name=$1
    case "$tool" in
        memcheck) want=--sanitize ;;
        racecheck|initcheck) want=--sanitize=racecheck ;;
        # line tables: gcc may copy one __syncthreads call into two paths,
        # whose addresses differ and lines do not (src/rt/sanitize.c,
        # cucc__sanitizer_same_place)
        synccheck) want=-lineinfo ;;
        *) return 1 ;;
    esac
    [ -f "$prog" ] || prog=$(command -v -- "$prog") || return 1
    section "$prog" .cucc_build
    local r=("${sec[@]}")
    [ "${r[0]:-}" = "cucc-build 1" ] && [ ${#r[@]} -ge 4 ] || return 1
    local cucc=${r[1]} dir=${r[2]} kind=${r[3]} from="its sources" rc
    has=no
    filtered "${r[@]:4}"
    [ $has = yes ] && return 1
    if [ "$kind" != sources ]; then
        objects_again "$prog" "$dir"
        rc=$?
        [ $rc = 2 ] && return 1
        if [ $rc != 0 ]; then
            say "========= Note: $1 was linked from objects or libraries built without cucc $want, whose recipes are not all known: it runs as it is"
            return 1
        fi
        from="the sources of its objects"
    fi
    build_in "$dir" "$cucc" "${kept[@]}" "$want" -o "$asan_dir/prog" || return 1
    say "========= Note: $1 was built without cucc $want: built again from $from with it$nog"
    rebuilt=$asan_dir/prog
}
rebuild "$1" || true
# a build tree's include directory (cooperative_groups.h beside cucc/):
# reports leave its headers' frames out, as those under include/cucc/
inc=$(cd "$(dirname "$0")/../include" 2> /dev/null && pwd -P)
if [ -n "$inc" ] && [ -f "$inc/cucc/kernel.hpp" ] && [ -f "$inc/cooperative_groups.h" ]; then
    export CUCC_SANITIZER_INCLUDE=$inc
fi
export CUCC_SANITIZER=$tool CUCC_SANITIZER_LOG=$log CUCC_SANITIZER_EXITCODE=$exitcode
export CUCC_SANITIZER_PRINT_LIMIT=$limit CUCC_SANITIZER_LEAKS=$leaks CUCC_SANITIZER_RACE_GLOBAL=$global
# synccheck runs every kernel on fibers, whose warp collectives and
# barriers check their masks and arrivals; the other tools leave each
# kernel on its strategy: loop and region entries name the thread each
# iteration runs (src/rt/access_hooks.c), and for memcheck a block in
# which it finds an error runs again on fibers (src/rt/sched.c).
[ "$tool" = synccheck ] && export CUCC_SIMT=fiber
export ASAN_OPTIONS="halt_on_error=0:suppress_equal_pcs=0:detect_leaks=0:detect_stack_use_after_return=0:log_path=$asan_dir/asan${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
if [ -n "$rebuilt" ]; then
    (exec -a "$1" "$rebuilt" "${@:2}")
else
    "$@"
fi
