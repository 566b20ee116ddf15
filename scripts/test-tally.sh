# The counting behind the test command, sourced by scripts/test-all.sh (and by its own test).
# A check counts as one test; a Vitest run counts its tests one by one. Whatever a summary says,
# a step that exits non-zero counts at least one failure.

passed=0
failed=0
skipped=0
todo=0
failures=()
not_run=()
# Overridable so the counting can be tested with stand-ins.
VITEST=(npx vitest)
# The project's own Node (the `node` package) runs the summary as TypeScript, without a loader.
SUMMARY=(node_modules/.bin/node scripts/vitest-summary.ts)

# step NAME COMMAND...: exit 0 passes, 75 means "could not be checked here", anything else fails.
step() {
  local name="$1"; shift
  echo "── $name"
  local started=$SECONDS
  "$@"
  local rc=$?
  local took="($((SECONDS - started)) s)"
  if [ "$rc" = 0 ]; then
    passed=$((passed + 1)); echo "   ok: $name $took"
  elif [ "$rc" = 75 ]; then
    not_run+=("$name"); echo "   NOT RUN: $name $took"
  else
    failed=$((failed + 1)); failures+=("$name (exit $rc)"); echo "   FAILED: $name $took"
  fi
  return "$rc"
}

# vitest_step NAME REPORT [VITEST ARGS...]: one `vitest run`, counted test by test from its JSON
# report. A committed `.only` fails the run instead of quietly skipping the rest.
vitest_step() {
  local name="$1" report="$2"; shift 2
  echo "── $name"
  rm -f "$report"
  local started=$SECONDS
  vitest_run "$report" "$@"
  local rc=$?
  echo "   ($name took $((SECONDS - started)) s)"
  vitest_count "$name" "$report" $rc
}

# vitest_run REPORT [VITEST ARGS...]: `vitest run` with `.only` forbidden and a JSON report.
vitest_run() {
  local report="$1"; shift
  "${VITEST[@]}" run --allowOnly=false --reporter=default --reporter=json --outputFile.json="$report" "$@"
}

# vitest_start NAME REPORT [VITEST ARGS...]: the same run started in the background, at a lower
# priority (nice 10), its output kept in REPORT.log. Each vitest_wait waits for the earliest started
# still waited for, prints its output and counts it.
background=()
vitest_start() {
  local name="$1" report="$2"; shift 2
  rm -f "$report" "$report.log" "$report.rc"
  (
    VITEST=(nice -n 10 "${VITEST[@]}")
    vitest_run "$report" "$@" > "$report.log" 2>&1
    echo $? > "$report.rc"
  ) &
  background+=("$name" "$report" $!)
}

vitest_wait() {
  local name="${background[0]}" report="${background[1]}" pid="${background[2]}"
  background=("${background[@]:3}")
  wait "$pid"
  echo "── $name (ran beside the steps above)"
  cat "$report.log" 2>/dev/null
  local rc
  rc=$(cat "$report.rc" 2>/dev/null) || rc=1
  vitest_count "$name" "$report" "${rc:-1}"
}

# vitest_count NAME REPORT EXIT: adds a finished run's tests; a failure whatever the report says when
# vitest exited non-zero, or the report is missing or unreadable.
vitest_count() {
  local name="$1" report="$2" rc="$3"
  local out summary_rc last
  out=$("${SUMMARY[@]}" "$report" "$rc")
  summary_rc=$?
  last=${out##*$'\n'}
  [ "$out" != "$last" ] && printf '%s\n' "${out%$'\n'*}"
  local vp=0 vf=0 readable=0
  if [[ $last =~ ^([0-9]+)\ ([0-9]+)\ ([0-9]+)\ ([0-9]+)$ ]]; then
    vp=$((10#${BASH_REMATCH[1]})) vf=$((10#${BASH_REMATCH[2]}))
    skipped=$((skipped + 10#${BASH_REMATCH[3]})); todo=$((todo + 10#${BASH_REMATCH[4]}))
    readable=1
  else
    echo "   $name: the summary of the report is unreadable: $last"
  fi
  passed=$((passed + vp)); failed=$((failed + vf))
  if [ "$vf" -gt 0 ]; then
    failures+=("$name: $vf failed")
    # The failed tests by name (at most 12), so the end of the log says which ones.
    while IFS= read -r line; do failures+=("    ${line#   vitest: failed: }")
    done < <(grep -E '^   vitest: failed: ' <<<"$out" | head -12)
  elif [ "$rc" != 0 ] || [ "$summary_rc" != 0 ] || [ "$readable" = 0 ]; then
    failed=$((failed + 1)); failures+=("$name: exit $rc, summary exit $summary_rc, no failure counted")
  fi
  [ "$rc" = 0 ] && [ "$summary_rc" = 0 ] && [ "$readable" = 1 ] && [ "$vf" = 0 ]
}

# Prints the lists, the `Not run: N` line (steps, skipped and todo tests, so a step left out is
# seen), then the total as the last line: `N passed, N failed`. Returns non-zero when anything failed.
finish() {
  # A run started beside the steps and never waited for would go uncounted: it is counted here,
  # and the missing vitest_wait counts as a failure of its own.
  while [ ${#background[@]} -gt 0 ]; do
    local unwaited="${background[0]}"
    vitest_wait
    failed=$((failed + 1)); failures+=("$unwaited: started with vitest_start, never waited for before finish")
  done
  if [ ${#not_run[@]} -gt 0 ]; then
    echo "Not run (counted neither passed nor failed):"; printf '  - %s\n' "${not_run[@]}"
  fi
  if [ ${#failures[@]} -gt 0 ]; then
    echo "Failures:"; printf '  - %s\n' "${failures[@]}"
  fi
  local unrun=$(( ${#not_run[@]} + skipped + todo ))
  echo "Not run: $unrun (${#not_run[@]} steps, $skipped skipped tests, $todo todo tests)"
  # The last line is the plain total CI reads: exactly `N passed, N failed`.
  echo "$passed passed, $failed failed"
  [ "$failed" = 0 ]
}
