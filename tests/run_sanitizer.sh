#!/usr/bin/env bash
# cucc-sanitizer tests: every tests/sanitizer/*.cu is built with
# `cucc --sanitize` (plainly with a `// BUILD: plain` line, and its build
# recipe removed so that the tool runs it as it is; with
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
# matches KIND SRC OUT [PREFIX]: each `// KIND:` regex of SRC must match a
# line of OUT; what does not goes to $bad
matches() {
    local re
    while IFS= read -r re; do
        grep -Eq -- "$re" "$3" || bad="${bad:+$bad; }${4:-}no line matches: $re"
    done < <(sed -n "s|^// $1: ||p" "$2")
}
# one SRC [LABEL]: builds and checks tests/sanitizer/SRC.cu (LABEL: a note
# after its name, for the runs with CUCC_SANITIZE_CXX set)
one() {
    local src=$1 label=${2:+ ($2)} name flags build tool want bad rc
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
        echo "FAIL $name$label: does not build"; sed 's/^/    /' "$WORK/$name.build" | head -20
        failed=$((failed + 1)); return
    fi
    # a plain build without its recipe: the tool cannot build it again
    # (the rebuilt cases are at the end)
    [ "$build" = plain ] && objcopy --remove-section .cucc_build "$WORK/$name"
    # shellcheck disable=SC2086
    timeout 120 bin/cucc-sanitizer --error-exitcode 7 $tool "$WORK/$name" > "$WORK/$name.out" 2>&1
    rc=$?
    [ -f "$WORK/$name.log" ] && cat "$WORK/$name.log" >> "$WORK/$name.out"
    bad=""
    [ "$rc" = "$want" ] || bad="exit status $rc, want $want"
    matches EXPECT "$src" "$WORK/$name.out"
    if [ -z "$bad" ] && grep -q '^// FIXED: ' "$src"; then
        if ! bin/cucc $flags -DFIXED "$src" -o "$WORK/$name.fixed" > "$WORK/$name.build" 2>&1; then
            bad="the fixed twin does not build: $(head -c 300 "$WORK/$name.build")"
        else
            # shellcheck disable=SC2086
            timeout 120 bin/cucc-sanitizer --error-exitcode 7 $tool "$WORK/$name.fixed" > "$WORK/$name.out" 2>&1
            rc=$?
            [ "$rc" = 0 ] || bad="the fixed twin: exit status $rc, want 0"
            matches FIXED "$src" "$WORK/$name.out" "the fixed twin: "
        fi
    fi
    if [ -z "$bad" ]; then
        echo "ok   $name$label"; passed=$((passed + 1))
    else
        echo "FAIL $name$label: $bad"; sed 's/^/    /' "$WORK/$name.out" | head -30
        failed=$((failed + 1))
    fi
}
for src in tests/sanitizer/*.cu; do one "$src"; done
# memcheck builds are clang's where it is installed (src/driver/compile.c,
# choose_sanitizer_compiler): a -v build names the compiler; gcc's builds
# stay checked, on a few of the memcheck cases
if command -v clang++ > /dev/null 2>&1 && command -v llvm-symbolizer > /dev/null 2>&1; then
    v=$(bin/cucc --sanitize -v tests/sanitizer/oob_global.cu -o "$WORK/v_clang" 2>&1)
    if echo "$v" | grep -Eq '^#\$ [^ ]*clang\+\+[^ ]* .*-fsanitize=address' && echo "$v" | grep -q -- '-shared-libasan'; then
        echo "ok   memcheck builds with clang where it is installed"; passed=$((passed + 1))
    else
        echo "FAIL memcheck builds with clang where it is installed"; failed=$((failed + 1))
    fi
    # host code clang refuses (a gcc builtin): the build goes back to gcc
    printf '%s\n' '__global__ void k(int *p) { p[threadIdx.x] = 1; }' \
        'int main() { int *p; cudaMalloc(&p, 64); k<<<1, 4>>>(p); cudaDeviceSynchronize();' \
        '  int x = 1; x = __builtin_speculation_safe_value(x); return x - 1; }' > "$WORK/gcc_only.cu"
    v=$(bin/cucc --sanitize -v "$WORK/gcc_only.cu" -o "$WORK/gcc_only" 2>&1)
    if [ $? = 0 ] && echo "$v" | grep -Eq '^#\$ g\+\+ .*-fsanitize=address' && ! echo "$v" | grep -q 'error:' &&
        bin/cucc-sanitizer --error-exitcode 7 "$WORK/gcc_only" > "$WORK/gcc_only.out" 2>&1; then
        echo "ok   a file clang refuses builds with gcc"; passed=$((passed + 1))
    else
        echo "FAIL a file clang refuses builds with gcc"; echo "$v" | grep -v '^#' | head -5; failed=$((failed + 1))
    fi
    for n in oob_global oob_shared oob_local use_after_free print_limit heap_overflow misaligned_global; do
        CUCC_SANITIZE_CXX=g++ one "tests/sanitizer/$n.cu" gcc
    done
fi
# racecheck runs region kernels as their twin entries (src/simt/
# racetwin.c) where they have one: every racecheck case again on the
# instrumented entries (CUCC_RACECHECK_TWIN=0) must find the same; the
# twin's choices as `cucc --dump=simt` names them
for src in tests/sanitizer/race_*.cu; do
    grep -q '^// TOOL: --tool racecheck$' "$src" && CUCC_RACECHECK_TWIN=0 one "$src" "instrumented entry"
done
twin_dump() {   # twin_dump NAME REGEX: the dump of a racecheck build names it
    if bin/cucc --sanitize=racecheck --dump=simt "tests/sanitizer/$1.cu" 2>&1 | grep -Eq -- "$2"; then
        echo "ok   racecheck twin: $1"; passed=$((passed + 1))
    else
        echo "FAIL racecheck twin: $1: no line matches $2"; failed=$((failed + 1))
    fi
}
twin_dump race_own_rows 'rows: region.*; racecheck twin$'
twin_dump race_own_wide 'tiles: region.*; racecheck twin$'
twin_dump race_rotate 'rotate: region.*; racecheck twin$'
twin_dump race_pointer "shifted: region.*; no racecheck twin: a __shared__ variable's address or reference escapes$"
# Programs built without the tool's build (`cucc -G`, plain cucc): the
# tool builds them again from the recipe cucc put in them
# (src/driver/recipe.c) and must find what the tool's own build finds:
# the source's EXIT and EXPECT lines, plus the note that says so; a fixed
# twin stays clean; a program linked from objects compiled alone is built
# again from their recipes; one linked from a static library runs as it is.
# rebuilt NAME FLAGS...: builds tests/sanitizer/NAME.cu with FLAGS and
# checks it under its TOOL line.
rebuilt() {
    local name=$1 src=tests/sanitizer/$1.cu bad="" rc tool want
    shift
    tool=$(sed -n 's|^// TOOL: ||p' "$src")
    want=$(sed -n 's|^// EXIT: ||p' "$src")
    if ! bin/cucc "$@" "$src" -o "$WORK/rb_$name" > "$WORK/rb_$name.build" 2>&1; then
        echo "FAIL rebuilt $name $*: does not build"; failed=$((failed + 1)); return
    fi
    # shellcheck disable=SC2086
    timeout 120 bin/cucc-sanitizer --error-exitcode 7 $tool "$WORK/rb_$name" > "$WORK/rb_$name.out" 2>&1
    rc=$?
    [ "$rc" = "$want" ] || bad="exit status $rc, want $want"
    grep -Eq "^========= Note: .*rb_$name was built without cucc (--sanitize[=a-z]*|-lineinfo): built again from its sources with it( \(and without -G\))?$" \
        "$WORK/rb_$name.out" || bad="${bad:+$bad; }no note of the build"
    matches EXPECT "$src" "$WORK/rb_$name.out"
    if [ -z "$bad" ]; then
        echo "ok   rebuilt $name $*"; passed=$((passed + 1))
    else
        echo "FAIL rebuilt $name $*: $bad"; sed 's/^/    /' "$WORK/rb_$name.out" | head -20
        failed=$((failed + 1))
    fi
}
rebuilt oob_global -G
rebuilt oob_global
rebuilt oob_local -G
rebuilt race_waw -G
rebuilt init_read -G
rebuilt sync_copies
rebuilt sync_tail
# synccheck in a -g build: its line tables tell the copies of a barrier
# call apart (src/rt/sanitize.c); no build again
bad=""
bin/cucc -g tests/sanitizer/sync_copies.cu -o "$WORK/rb_sync_g" > /dev/null 2>&1 || bad="does not build"
timeout 120 bin/cucc-sanitizer --error-exitcode 7 --tool synccheck "$WORK/rb_sync_g" > "$WORK/rb_sync_g.out" 2>&1 ||
    bad="${bad:+$bad; }exit status $?"
grep -q "ERROR SUMMARY: 0 errors" "$WORK/rb_sync_g.out" && ! grep -q "built again" "$WORK/rb_sync_g.out" ||
    bad="${bad:+$bad; }errors, or a build again"
if [ -z "$bad" ]; then
    echo "ok   synccheck of a -g build"; passed=$((passed + 1))
else
    echo "FAIL synccheck of a -g build: $bad"; sed 's/^/    /' "$WORK/rb_sync_g.out" | head -20
    failed=$((failed + 1))
fi
bad=""
bin/cucc -G -DFIXED tests/sanitizer/oob_local.cu -o "$WORK/rb_fixed" > /dev/null 2>&1 || bad="does not build"
timeout 120 bin/cucc-sanitizer --error-exitcode 7 "$WORK/rb_fixed" > "$WORK/rb_fixed.out" 2>&1 || bad="exit status $?"
grep -q "built again from its sources" "$WORK/rb_fixed.out" && grep -q "ERROR SUMMARY: 0 errors" "$WORK/rb_fixed.out" ||
    bad="${bad:+$bad; }no rebuild, or errors"
# separate compilation: objects compiled alone carry their own recipes
# (the program is built again from them); a static library does not
bin/cucc -c tests/sanitizer/oob_global.cu -o "$WORK/rb_obj.o" > /dev/null 2>&1 &&
    bin/cucc "$WORK/rb_obj.o" -o "$WORK/rb_obj" > /dev/null 2>&1 || bad="${bad:+$bad; }objects do not build"
timeout 120 bin/cucc-sanitizer --error-exitcode 7 "$WORK/rb_obj" > "$WORK/rb_obj.out" 2>&1
rc=$?
[ $rc = 7 ] && grep -q "rb_obj was built without cucc --sanitize: built again from the sources of its objects with it" "$WORK/rb_obj.out" &&
    grep -Eq "at fill in .*oob_global\.cu:18" "$WORK/rb_obj.out" ||
    bad="${bad:+$bad; }a program linked from objects: exit $rc, or no rebuild"
ar rcs "$WORK/librb.a" "$WORK/rb_obj.o" && bin/cucc "$WORK/librb.a" -o "$WORK/rb_lib" > /dev/null 2>&1 ||
    bad="${bad:+$bad; }the library does not build"
timeout 120 bin/cucc-sanitizer "$WORK/rb_lib" > "$WORK/rb_lib.out" 2>&1
grep -q "rb_lib was linked from objects or libraries built without cucc --sanitize, whose recipes are not all known: it runs as it is" "$WORK/rb_lib.out" ||
    bad="${bad:+$bad; }no note for a program linked from a library"
if [ -z "$bad" ]; then
    echo "ok   rebuilt: a fixed twin, a program linked from objects, one from a library"; passed=$((passed + 1))
else
    echo "FAIL rebuilt: $bad"; sed 's/^/    /' "$WORK/rb_fixed.out" "$WORK/rb_obj.out" "$WORK/rb_lib.out" | head -30
    failed=$((failed + 1))
fi
echo "sanitizer: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
