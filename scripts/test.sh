#!/bin/sh
# `npm test`: type-check and lint run beside vitest, not before it (docs/decisions.md, "Test suite speed"):
# the check's output prints as one block when it ends, and either failure fails the run. Arguments go to
# vitest, so `npm test -- test/unit/docs` runs the check and that folder.
log=$(mktemp)
{ npm run check > "$log" 2>&1; status=$?; cat "$log"; rm -f "$log"; exit $status; } &
check=$!
vitest run "$@"
tests=$?
wait $check && exit $tests
