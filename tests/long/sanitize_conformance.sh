#!/usr/bin/env bash
# The conformance suite under cucc-sanitizer: no false positives.  Each
# ../shared/conformance program, built with -G for memcheck (--sanitize)
# and for racecheck and initcheck (--sanitize=racecheck), runs under the
# tool in its own directory; it must print its .expected output, report no
# access, race or initialisation error, and count no error but the CUDA
# API errors it reports ("Program hit ...": the error-handling programs
# provoke them on purpose).  About a minute per tool on 2 cores.
#
#   bash tests/long/sanitize_conformance.sh [tool...]   (default: all three)
#   SAN_CONF_FILTER=pattern   only programs whose path matches
set -u
cd "$(dirname "$0")/../.." || exit 2
ROOT=$PWD
CONF=${CUCC_SHARED:-$ROOT/../shared}/conformance
[ -d "$CONF" ] || { echo "sanitize-conformance: no $CONF"; exit 1; }
make -s bin/cucc bin/cucc-sanitizer lib/libcucc.a lib/libcucc_access.a || exit 1
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-sanconf.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
# SAN_CONF_G: -G by default (every kernel on fibers); SAN_CONF_G= builds
# optimised, each kernel on its own strategy (thread loops, regions)
G=${SAN_CONF_G--G}
tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(memcheck racecheck initcheck)
status=0
for tool in "${tools[@]}"; do
    case "$tool" in memcheck) flag=--sanitize ;; racecheck|initcheck) flag=--sanitize=racecheck ;;
        *) echo "sanitize-conformance: unknown tool $tool"; exit 1 ;; esac
    passed=0 failed=0
    for src in "$CONF"/*/*.cu; do
        case "$src" in *${SAN_CONF_FILTER:-}*) ;; *) continue ;; esac
        name=$(basename "$src" .cu) dir=$(dirname "$src")
        bad=""
        if ! "$ROOT/bin/cucc" $G $flag "$src" -o "$WORK/$name" > "$WORK/$name.build" 2>&1; then
            bad="does not build"
        else
            (cd "$dir" && timeout 300 "$ROOT/bin/cucc-sanitizer" --tool "$tool" "$WORK/$name" \
                > "$WORK/$name.out" 2> "$WORK/$name.err")
            grep -v '^=========' "$WORK/$name.out" | cmp -s - "$dir/$name.expected" || bad="output differs"
            if grep -Eq '^========= (Invalid |Uninitialized |(Error|Warning): Race |Barrier error)' "$WORK/$name.out"; then
                bad="${bad:+$bad; }$(grep -Em1 '^========= (Invalid |Uninitialized |(Error|Warning): Race |Barrier error)' "$WORK/$name.out")"
            fi
            api=$(grep -c '^========= Program hit ' "$WORK/$name.out")
            if [ "$tool" = racecheck ]; then
                grep -q 'RACECHECK SUMMARY: 0 hazards displayed' "$WORK/$name.out" || bad="${bad:+$bad; }hazards"
            else
                grep -q "ERROR SUMMARY: $api error" "$WORK/$name.out" || bad="${bad:+$bad; }$(grep 'ERROR SUMMARY' "$WORK/$name.out")"
            fi
        fi
        if [ -z "$bad" ]; then passed=$((passed + 1))
        else echo "FAIL $tool $name: $bad"; failed=$((failed + 1)); status=1; fi
    done
    echo "sanitize-conformance $tool${G:+ $G}: $passed passed, $failed failed"
done
exit $status
