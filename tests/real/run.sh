#!/usr/bin/env bash
# make real: build and run the real-program corpus (public CUDA programs:
# NVIDIA's cuda-samples and the CUDA half of Rodinia) with cucc.
#
# The programs are not in the repository: tests/real/fetch.sh puts them in
# tests/real/corpus/ (ignored by git).  tests/real/cases.txt lists the
# programs (its head comment gives the format); a case whose directory is
# absent is skipped, so without a corpus this prints that nothing is present
# and exits 0.  docs/real_programs.md has the latest results and the reason
# of every failure.
#
#   bash tests/real/run.sh              every case
#   bash tests/real/run.sh NAME...      only these cases
#   bash tests/real/run.sh --table      a Markdown table (program, status,
#                                       run time, reason) of the last results
#                                       in $REAL_OUT, reasons from cases.txt
#
# Per case: compile with $CUCC in the program's directory (its flags and
# sources from cases.txt), run it there with its arguments under a timeout,
# stdin from /dev/null, then judge (exit status 0, and a regex in the output
# where the case has one).  Prints `PASS name (Ns)`, `FAIL name (reason:
# compile error|runtime|wrong output|timeout: first error line)` or
# `SKIP name (why)`, then
#   real: N passed, M failed, K skipped (not present)[, D skipped (needs data)]
# Logs and binaries go to $REAL_OUT/NAME/ (compile.log, run.log, result:
# status TAB reason TAB detail TAB seconds).
#
# Environment:
#   CUCC          the compiler (default: bin/cucc of this checkout)
#   REAL_TIMEOUT  seconds a program may run (default 120; a case's own
#                 timeout=N is scaled by REAL_TIMEOUT/120)
#   REAL_CTIMEOUT seconds a compile may take (default 600)
#   REAL_JOBS     cases built and run at once (default 1: the programs use
#                 every core, so timings and timeouts assume one at a time)
#   REAL_CFLAGS   extra cucc flags for every case (to look past a known
#                 failure; not for recorded results)
#   REAL_CORPUS   the corpus directory (default tests/real/corpus)
#   REAL_OUT      where builds and logs go (default build/real)
#   REAL_STRICT=1 exit 1 when a case fails (default: exit 0, the corpus has
#                 known failures and the totals line tells)
set -u
cd "$(dirname "$0")/../.." || exit 2
ROOT=$PWD
CUCC=${CUCC:-$ROOT/bin/cucc}
case "$CUCC" in /*) ;; */*) CUCC=$ROOT/$CUCC ;; esac
CASES=$ROOT/tests/real/cases.txt
CORPUS=${REAL_CORPUS:-$ROOT/tests/real/corpus}
OUT=${REAL_OUT:-$ROOT/build/real}
TIMEOUT=${REAL_TIMEOUT:-120}
CTIMEOUT=${REAL_CTIMEOUT:-600}
JOBS=${REAL_JOBS:-1}
case "$CORPUS" in /*) ;; *) CORPUS=$ROOT/$CORPUS ;; esac
case "$OUT" in /*) ;; *) OUT=$ROOT/$OUT ;; esac

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; s=${s%"${s##*[![:space:]]}"}; printf '%s' "$s"; }

# cases.txt into parallel arrays.  REASONS[i]: the `# fails:` / `# skip:` /
# `# note:` comment lines just above case i, with their continuation lines
# (comment lines indented by two or more spaces after the '#').
NAMES=() DIRS=() SRCS=() FLAGS=() ARGS=() CHECKS=() TIMES=() NEEDS=() REASONS=()
load_cases() {
    local line pending="" cont=0 n=0 c rest f0 f1 f2 f3 f4 v chk tmo need
    while IFS= read -r line || [ -n "$line" ]; do
        n=$((n + 1))
        case "$line" in
            "#"*)
                c=$(trim "${line#\#}")
                case "$c" in
                    fails:*|skip:*|note:*) pending=${pending:+$pending }$(trim "${c#*:}") cont=1 ;;
                    *) case "$line" in
                           "#  "*) [ $cont -eq 1 ] && pending="$pending $c" ;;
                           *) cont=0 ;;
                       esac ;;
                esac
                continue ;;
        esac
        cont=0
        [ -z "$(trim "$line")" ] && { pending=""; continue; }
        rest=$line
        for v in f0 f1 f2 f3 f4; do
            case "$rest" in
                *"|"*) printf -v "$v" '%s' "${rest%%|*}"; rest=${rest#*|} ;;
                *) echo "cases.txt:$n: expected 6 fields separated by '|'" >&2; exit 2 ;;
            esac
        done
        chk=$(trim "$rest") tmo="" need=""
        while :; do
            case "$chk" in
                timeout=*) tmo=${chk%% *}; chk=$(trim "${chk#"$tmo"}"); tmo=${tmo#timeout=} ;;
                needs=*) need=${chk%% *}; chk=$(trim "${chk#"$need"}"); need=${need#needs=} ;;
                *) break ;;
            esac
        done
        case "$chk" in
            exit|re:?*|skip:*) ;;
            *) echo "cases.txt:$n: bad check '$chk' (exit, re:REGEX or skip:WHY)" >&2; exit 2 ;;
        esac
        NAMES+=("$(trim "$f0")") DIRS+=("$(trim "$f1")") SRCS+=("$(trim "$f2")")
        FLAGS+=("$(trim "$f3")") ARGS+=("$(trim "$f4")") CHECKS+=("$chk")
        TIMES+=("$tmo") NEEDS+=("$need") REASONS+=("$pending")
        pending=""
    done <"$CASES"
}

# first line of a log that looks like an error (a compiler's "error:" before
# anything else), shortened
first_error() {
    local l
    l=$(grep -m1 -E '(^|[^[:alnum:]_])(error|Error|ERROR)([^[:alnum:]_]|$)' "$1" 2>/dev/null)
    [ -z "$l" ] && l=$(grep -m1 -E 'FAIL|Assertion|Segmentation fault|Aborted|terminate called|[Ww]aiv' "$1" 2>/dev/null)
    [ -z "$l" ] && l=$(grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n 1)
    l=${l//$'\t'/ }
    printf '%s' "${l:0:200}"
}

# run_case I: build and run case I, print its verdict line, write
# $OUT/NAME/result
run_case() {
    local i=$1 name dir check exe t status reason="" detail="" rc secs="" t0
    name=${NAMES[$i]} dir=$CORPUS/${DIRS[$i]} check=${CHECKS[$i]}
    local out=$OUT/$name
    exe=$out/${name##*/}
    rm -rf "$out"; mkdir -p "$out"
    local -a srcs flags args
    read -r -a srcs <<<"${SRCS[$i]}"
    read -r -a flags <<<"${REAL_CFLAGS:-} ${FLAGS[$i]}"
    read -r -a args <<<"${ARGS[$i]}"
    t=${TIMES[$i]:-120}
    t=$(( (t * TIMEOUT + 119) / 120 ))
    if ! (cd "$dir" && exec timeout -k 10 "$CTIMEOUT" "$CUCC" "${flags[@]}" "${srcs[@]}" -o "$exe") \
            </dev/null >"$out/compile.log" 2>&1; then
        status=FAIL reason="compile error" detail=$(first_error "$out/compile.log")
    else
        t0=$SECONDS
        (cd "$dir" && exec timeout -k 10 "$t" "$exe" "${args[@]}") </dev/null >"$out/run.log" 2>&1
        rc=$?
        secs=$((SECONDS - t0))
        if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
            status=FAIL reason="timeout" detail="killed after ${t}s"
        elif [ $rc -ne 0 ]; then
            status=FAIL reason="runtime" detail="exit $rc: $(first_error "$out/run.log")"
        elif [ "${check#re:}" != "$check" ] && ! grep -qE -- "${check#re:}" "$out/run.log"; then
            status=FAIL reason="wrong output" detail="no /${check#re:}/ in the output: $(first_error "$out/run.log")"
        else
            status=PASS
        fi
    fi
    printf '%s\t%s\t%s\t%s\n' "$status" "$reason" "$detail" "$secs" >"$out/result"
    if [ "$status" = PASS ]; then echo "PASS $name (${secs}s)"
    else echo "FAIL $name (reason: $reason${detail:+: $detail})"
    fi
}

# read_result FILE: R_ST R_REASON R_DETAIL R_SECS from a result file (tab is
# whitespace to `read`, so empty fields are split off by hand)
read_result() {
    local l=""
    R_ST=FAIL R_REASON="" R_DETAIL="" R_SECS=""
    [ -f "$1" ] || return 1
    IFS= read -r l <"$1"
    R_ST=${l%%$'\t'*}; l=${l#*$'\t'}
    R_REASON=${l%%$'\t'*}; l=${l#*$'\t'}
    R_DETAIL=${l%%$'\t'*}; R_SECS=${l#*$'\t'}
}

# why case I is not run (empty: it is run)
skip_reason() {
    local i=$1
    if [ ! -d "$CORPUS/${DIRS[$i]}" ]; then echo "not present"; return; fi
    case "${CHECKS[$i]}" in skip:*) echo "${CHECKS[$i]#skip:}"; return ;; esac
    if [ -n "${NEEDS[$i]}" ] && [ ! -e "$CORPUS/${DIRS[$i]}/${NEEDS[$i]}" ]; then
        echo "needs data: ${NEEDS[$i]}"
    fi
}

print_table() {
    local i name st reason detail secs why skip
    echo "| program | status | run (s) | reason |"
    echo "|---|---|---|---|"
    for i in "${!NAMES[@]}"; do
        name=${NAMES[$i]} st="not run" reason="" detail="" secs=""
        skip=$(skip_reason "$i")
        if [ -n "$skip" ]; then
            st=SKIP reason=$skip
        elif read_result "$OUT/$name/result"; then
            st=$R_ST reason=$R_REASON detail=$R_DETAIL secs=$R_SECS
        fi
        why=""
        case "$st" in
            PASS) ;;
            SKIP) why=$reason ;;
            *) why=${REASONS[$i]:-$reason${detail:+: $detail}} ;;
        esac
        why=${why//|/\\|}
        echo "| $name | $st | $secs | $why |"
    done
}

load_cases
if [ "${1:-}" = --table ]; then print_table; exit 0; fi

declare -A want=()
for a in "$@"; do
    found=0
    for i in "${!NAMES[@]}"; do [ "${NAMES[$i]}" = "$a" ] && found=1; done
    [ $found -eq 1 ] || { echo "run.sh: no case named '$a' in tests/real/cases.txt" >&2; exit 2; }
    want[$a]=1
done
if [ ! -x "$CUCC" ]; then echo "run.sh: $CUCC not found (run make first)" >&2; exit 2; fi
mkdir -p "$OUT"

absent=0 nodata=0 listed=0 running=0 present=0 selected=()
for i in "${!NAMES[@]}"; do
    name=${NAMES[$i]}
    [ $# -gt 0 ] && [ -z "${want[$name]:-}" ] && continue
    skip=$(skip_reason "$i")
    case "$skip" in
        "") ;;
        "not present")
            absent=$((absent + 1))
            [ $# -gt 0 ] && echo "SKIP $name (not present: $CORPUS/${DIRS[$i]})"
            continue ;;
        *)
            present=$((present + 1))
            case "$skip" in "needs data"*) nodata=$((nodata + 1)) ;; *) listed=$((listed + 1)) ;; esac
            echo "SKIP $name ($skip)"
            continue ;;
    esac
    present=$((present + 1))
    selected+=("$i")
    if [ "$JOBS" -le 1 ]; then
        run_case "$i"
    else
        while [ "$running" -ge "$JOBS" ]; do wait -n; running=$((running - 1)); done
        run_case "$i" &
        running=$((running + 1))
    fi
done
wait

[ $present -eq 0 ] &&
    echo "real: no programs present under $CORPUS (tests/real/fetch.sh fetches them); nothing run"
passed=0 failed=0
for i in "${selected[@]}"; do
    read_result "$OUT/${NAMES[$i]}/result"
    if [ "$R_ST" = PASS ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
extra=""
[ $nodata -gt 0 ] && extra="$extra, $nodata skipped (needs data)"
[ $listed -gt 0 ] && extra="$extra, $listed skipped (listed as skip)"
echo "real: $passed passed, $failed failed, $absent skipped (not present)$extra"
[ "${REAL_STRICT:-0}" = 1 ] && [ $failed -gt 0 ] && exit 1
exit 0
