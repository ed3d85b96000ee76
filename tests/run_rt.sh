#!/usr/bin/env bash
# Runtime API tests (tests/rt/api_*.c); see tests/rt/run.sh.
exec bash "$(dirname "$0")/rt/run.sh" "$@"
