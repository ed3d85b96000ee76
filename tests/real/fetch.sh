#!/usr/bin/env bash
# Populate tests/real/corpus/ with the public CUDA programs that `make real`
# (tests/real/run.sh) builds and runs.  The corpus is never committed: the
# directory is in .gitignore.
#
#   bash tests/real/fetch.sh cuda-samples SOURCE [rodinia SOURCE]
#   bash tests/real/fetch.sh rodinia SOURCE
#   bash tests/real/fetch.sh blog-samples SOURCE olcf SOURCE
#   bash tests/real/fetch.sh            # sources from the environment:
#       REAL_CUDA_SAMPLES        NVIDIA/cuda-samples
#       REAL_RODINIA             Rodinia 3.1 (its cuda/ directory is used)
#       REAL_BLOG_SAMPLES        NVIDIA-developer-blog/code-samples (its
#                                series/, posts/ and c++11_cuda/)
#       REAL_OLCF                olcf/cuda-training-series (its exercises/)
#       REAL_RODINIA_DATA        optional: Rodinia's data/ directory (from
#                                rodinia-3.1-data.tar.gz), copied next to cuda/
#
# SOURCE is any of
#   - a git directory, bare (a mirror) or a clone's .git, or a clone's work
#     tree: HEAD's files are written out; blobs missing from a partial mirror
#     (some large documents and data files) are left out with a note;
#   - a plain directory (an unpacked release), copied;
#   - a git URL (https://github.com/NVIDIA/cuda-samples,
#     https://github.com/yuhc/gpu-rodinia,
#     https://github.com/NVIDIA-developer-blog/code-samples,
#     https://github.com/olcf/cuda-training-series): cloned with --depth 1,
#     which needs network access.
# Git submodules are not followed (code-samples' cub and cpp11-range copies
# are left out).
#
# Layout written (anything already there for that suite is replaced):
#   tests/real/corpus/cuda-samples/{Common,Samples}
#   tests/real/corpus/rodinia/{cuda,common,data}
#   tests/real/corpus/blog-samples/{series,posts,c++11_cuda}
#   tests/real/corpus/olcf/exercises
# and tests/real/corpus/SUITE/.source names where it came from.
#
# REAL_CORPUS overrides the corpus directory (as it does for run.sh).
set -eu
cd "$(dirname "$0")/../.." || exit 2
CORPUS=${REAL_CORPUS:-$PWD/tests/real/corpus}

die() { echo "fetch.sh: $*" >&2; exit 2; }

# paths of each suite that are kept
suite_paths() {
    case "$1" in
        cuda-samples) echo "Common Samples" ;;
        rodinia) echo "cuda common data" ;;
        blog-samples) echo "series posts c++11_cuda" ;;
        olcf) echo "exercises" ;;
        *) die "unknown suite '$1' (cuda-samples, rodinia, blog-samples or olcf)" ;;
    esac
}

# write HEAD's files under PATHS of git directory $1 into $2, skipping blobs
# the object store lacks.  A temporary index keeps the git directory untouched.
from_git() {
    local gitdir=$1 dest=$2; shift 2
    local idx list missing
    idx=$(mktemp) list=$(mktemp) missing=$(mktemp)
    # shellcheck disable=SC2064
    trap "rm -f '$idx' '$list' '$missing'" RETURN
    GIT_INDEX_FILE=$idx git --git-dir="$gitdir" read-tree HEAD
    GIT_INDEX_FILE=$idx git --git-dir="$gitdir" ls-files -s -- "$@" |
        awk '$1 != "160000" { print $2 }' |
        git --git-dir="$gitdir" cat-file --batch-check |
        awk '$2 == "missing" { print $1 }' >"$missing"
    GIT_INDEX_FILE=$idx git --git-dir="$gitdir" ls-files -s -- "$@" |
        awk -v m="$missing" '
            BEGIN { while ((getline h < m) > 0) gone[h] = 1 }
            $1 == "160000" { next }
            { h = $2; sub(/^[^\t]*\t/, ""); if (h in gone) skipped++; else print }
            END { if (skipped) printf "fetch.sh: %d file(s) whose blob is not in the git directory left out\n", skipped > "/dev/stderr" }' \
        >"$list"
    mkdir -p "$dest"
    GIT_INDEX_FILE=$idx git --git-dir="$gitdir" --work-tree="$dest" \
        checkout-index --prefix="$dest/" --stdin <"$list"
    echo "git $gitdir $(git --git-dir="$gitdir" rev-parse HEAD)" >"$dest/.source"
}

fetch_suite() {
    local suite=$1 src=$2 dest tmp="" gitdir="" p
    dest=$CORPUS/$suite
    local paths
    read -r -a paths <<<"$(suite_paths "$suite")"
    case "$src" in
        https://*|http://*|git@*|ssh://*|git://*)
            tmp=$(mktemp -d)
            git clone --quiet --depth 1 --bare "$src" "$tmp/repo.git" ||
                die "cannot clone $src"
            gitdir=$tmp/repo.git ;;
        *)
            [ -d "$src" ] || die "$src: no such directory"
            if [ -f "$src/HEAD" ] && [ -d "$src/objects" ] &&
               git --git-dir="$src" rev-parse --verify -q HEAD >/dev/null; then
                gitdir=$(cd "$src" && pwd)
            elif [ -e "$src/.git" ]; then
                gitdir=$(git -C "$src" rev-parse --absolute-git-dir)
            fi ;;
    esac
    rm -rf "$dest"
    mkdir -p "$dest"
    if [ -n "$gitdir" ]; then
        from_git "$gitdir" "$dest" "${paths[@]}"
    else
        for p in "${paths[@]}"; do
            [ -e "$src/$p" ] && cp -R "$src/$p" "$dest/"
        done
        echo "dir $(cd "$src" && pwd)" >"$dest/.source"
    fi
    [ -n "$tmp" ] && rm -rf "$tmp"
    echo "fetch.sh: $suite -> $dest ($(find "$dest" -type f | wc -l) files)"
}

if [ $# -eq 0 ]; then
    [ -n "${REAL_CUDA_SAMPLES:-}" ] && set -- "$@" cuda-samples "$REAL_CUDA_SAMPLES"
    [ -n "${REAL_RODINIA:-}" ] && set -- "$@" rodinia "$REAL_RODINIA"
    [ -n "${REAL_BLOG_SAMPLES:-}" ] && set -- "$@" blog-samples "$REAL_BLOG_SAMPLES"
    [ -n "${REAL_OLCF:-}" ] && set -- "$@" olcf "$REAL_OLCF"
    if [ $# -eq 0 ] && [ -z "${REAL_RODINIA_DATA:-}" ]; then
        sed -n '2,/^set -eu/p' "$0" | sed '$d; s/^# \{0,1\}//'
        exit 2
    fi
fi
while [ $# -gt 0 ]; do
    [ $# -ge 2 ] || die "usage: fetch.sh SUITE SOURCE [SUITE SOURCE]..."
    suite_paths "$1" >/dev/null
    fetch_suite "$1" "$2"
    shift 2
done
if [ -n "${REAL_RODINIA_DATA:-}" ]; then
    [ -d "$REAL_RODINIA_DATA" ] || die "$REAL_RODINIA_DATA: no such directory"
    mkdir -p "$CORPUS/rodinia/data"
    cp -R "$REAL_RODINIA_DATA/." "$CORPUS/rodinia/data/"
    echo "fetch.sh: Rodinia data -> $CORPUS/rodinia/data"
fi
