#!/usr/bin/env bash
# cucc-sanitizer tests: every tests/sanitizer/*.cu is built with
# `cucc --sanitize` (plainly with a `// BUILD: plain` line, with
# --sanitize=racecheck for `// BUILD: racecheck`, and so on; a `// LINK:`
# line's libraries added) and run under bin/cucc-sanitizer
# --error-exitcode 7 plus its `// TOOL:` options
# (@LOG@ there names a log file, whose contents count as output).
# It passes when the exit status is its `// EXIT:` line and every
# `// EXPECT:` line, an extended regular expression, matches a line of the
# output (the tool's and the program's).  A file with `// FIXED:` lines
# is a planted bug with its fixed twin: built again with -DFIXED, the twin
# must exit with 0 and match every `// FIXED:` line.  Prints a summary;
# exits non-zero on failure.
set -u
cd "$(dirname "$0")/.." || exit 2
make -s bin/cucc bin/cucc-sanitizer lib/libcucc.a || { echo "sanitizer: cucc does not build"; exit 1; }
WORK=$(mktemp -d "${TMPDIR:-/tmp}/cucc-sanitizer-test.XXXXXX") || exit 2
trap 'rm -rf "$WORK"' EXIT
passed=0; failed=0
for src in tests/sanitizer/*.cu; do
    name=$(basename "$src" .cu)
    flags=--sanitize
    build=$(sed -n 's|^// BUILD: ||p' "$src")
    case "$build" in
        plain) flags= ;;
        racecheck|initcheck) flags=--sanitize=$build ;;
    esac
    flags="$flags $(sed -n 's|^// LINK: ||p' "$src")"
    tool=$(sed -n 's|^// TOOL: ||p' "$src" | sed "s|@LOG@|$WORK/$name.log|g")
    want=$(sed -n 's|^// EXIT: ||p' "$src")
    if ! bin/cucc $flags "$src" -o "$WORK/$name" > "$WORK/$name.build" 2>&1; then
        echo "FAIL $name: does not build"; sed 's/^/    /' "$WORK/$name.build" | head -20
        failed=$((failed + 1)); continue
    fi
    # shellcheck disable=SC2086
    timeout 120 bin/cucc-sanitizer --error-exitcode 7 $tool "$WORK/$name" > "$WORK/$name.out" 2>&1
    rc=$?
    [ -f "$WORK/$name.log" ] && cat "$WORK/$name.log" >> "$WORK/$name.out"
    bad=""
    [ "$rc" = "$want" ] || bad="exit status $rc, want $want"
    while IFS= read -r re; do
        grep -Eq -- "$re" "$WORK/$name.out" || bad="${bad:+$bad; }no line matches: $re"
    done < <(sed -n 's|^// EXPECT: ||p' "$src")
    if [ -z "$bad" ] && grep -q '^// FIXED: ' "$src"; then
        if ! bin/cucc $flags -DFIXED "$src" -o "$WORK/$name.fixed" > "$WORK/$name.build" 2>&1; then
            bad="the fixed twin does not build: $(head -c 300 "$WORK/$name.build")"
        else
            # shellcheck disable=SC2086
            timeout 120 bin/cucc-sanitizer --error-exitcode 7 $tool "$WORK/$name.fixed" > "$WORK/$name.out" 2>&1
            rc=$?
            [ "$rc" = 0 ] || bad="the fixed twin: exit status $rc, want 0"
            while IFS= read -r re; do
                grep -Eq -- "$re" "$WORK/$name.out" || bad="${bad:+$bad; }the fixed twin: no line matches: $re"
            done < <(sed -n 's|^// FIXED: ||p' "$src")
        fi
    fi
    if [ -z "$bad" ]; then
        echo "ok   $name"; passed=$((passed + 1))
    else
        echo "FAIL $name: $bad"; sed 's/^/    /' "$WORK/$name.out" | head -30
        failed=$((failed + 1))
    fi
done
echo "sanitizer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
