#!/usr/bin/env bash
# npm run security:scan — a black-box scan of the production build on a fresh local stack (127.0.0.1 only):
#   wapiti (Debian package) crawls and attacks the public pages and the GET API, anonymously and signed in as
#   an agent and as a broker (dev login session cookies); sqlmap (Debian package) attacks the JSON bodies of
#   the state-changing endpoints. Reports go to test-results/security-scan/ (git-ignored); the summary is
#   printed at the end. Not part of npm test: it takes several minutes and needs the Debian scanners:
#     apt-get update && apt-get install -y wapiti sqlmap
# Options (environment): SCAN_PORT (default 8791), SCAN_SKIP_BUILD=1 (reuse dist/), SCAN_MAX_SECONDS (per wapiti run, default 600).
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${SCAN_PORT:-8791}"
BASE="http://127.0.0.1:${PORT}"
OUT="test-results/security-scan"
MAX_SECONDS="${SCAN_MAX_SECONDS:-600}"

for tool in wapiti sqlmap; do
  command -v "$tool" >/dev/null || { echo "security:scan needs $tool: apt-get update && apt-get install -y wapiti sqlmap" >&2; exit 1; }
done
rm -rf "$OUT" && mkdir -p "$OUT"
[ "${SCAN_SKIP_BUILD:-}" = 1 ] || npm run build

# The stack runs in its own process group, ended as a whole when the scan stops for any reason.
setsid npx tsx scripts/dev.ts --mode preview --fresh --port "$PORT" >"$OUT/stack.log" 2>&1 &
STACK_PID=$!
stop_stack() { kill -TERM -- "-$STACK_PID" 2>/dev/null || true; wait "$STACK_PID" 2>/dev/null || true; }
trap stop_stack EXIT
for _ in $(seq 1 240); do
  curl -fsS "$BASE/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fsS "$BASE/api/health" >/dev/null

# Signed-in sessions through the development login (the stack is ENVIRONMENT=development).
session_cookie() {
  curl -fsS -o /dev/null -D - -X POST "$BASE/api/dev/login" -H 'content-type: application/json' -d "{\"role\":\"$1\"}" \
    | tr -d '\r' | sed -n 's/^[Ss]et-[Cc]ookie: \(pl_session=[^;]*\).*/\1/p'
}
AGENT_COOKIE="$(session_cookie agent)"
BROKER_COOKIE="$(session_cookie broker)"
[ -n "$AGENT_COOKIE" ] && [ -n "$BROKER_COOKIE" ] || { echo "dev login failed" >&2; exit 1; }

json_field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s);const r=eval("v"+process.argv[1]);if(r===undefined)process.exit(1);console.log(r)})' "$1"; }
SCENARIO_ID="$(curl -fsS "$BASE/api/demo/scenarios?vertical=real_estate" | json_field '[0].id')"
AGENT_ID="$(curl -fsS -H "cookie: $BROKER_COOKIE" "$BASE/api/broker/agents" | json_field '[0].agent.id')"
LINE_ID="$(curl -fsS -H "cookie: $AGENT_COOKIE" "$BASE/api/agent/training-options" | json_field '.phoneNumbers[0].id')"
SESSION_ID="$(curl -fsS -X POST -H "cookie: $AGENT_COOKIE" -H 'content-type: application/json' \
  -d "{\"phoneNumberId\":\"$LINE_ID\",\"aiAgentId\":\"friendly-customer\",\"customPrompt\":\"A busy homeowner.\"}" \
  "$BASE/api/practice_sessions" | json_field '.id')"
# An active call, so simulator-reply reaches the persona instead of answering 409.
curl -fsS -o /dev/null -X PUT -H "cookie: $AGENT_COOKIE" -H 'content-type: application/json' \
  -d '{"status":"active","conversationId":"sim_security_scan"}' "$BASE/api/practice_sessions/$SESSION_ID"

# wapiti: every default module plus CRLF, XXE, HTTP methods and backup files; not the ones that need the
# internet (nikto, wapp) or brute-force (buster, brute_login_form).
MODULES="common,crlf,xxe,methods,backup,htaccess,csrf"
wapiti_run() {
  local name="$1" cookie="$2"
  shift 2
  # (No -x: wapiti 3.0.4's exclusion patterns crash on Python 3.11. Logout and the dev login are POST-only
  # JSON endpoints its crawler cannot reach.)
  local args=(-u "$BASE/" --scope domain -m "$MODULES" -S normal --max-scan-time "$MAX_SECONDS" --max-attack-time 120
    -f json -o "$OUT/wapiti-$name.json" --flush-session --no-bugreport -v 1)
  [ -n "$cookie" ] && args+=(-H "Cookie: $cookie")
  for start in "$@"; do args+=(-s "$BASE$start"); done
  echo "== wapiti ($name)"
  wapiti "${args[@]}" >"$OUT/wapiti-$name.log" 2>&1 || echo "wapiti ($name) exited $? (see $OUT/wapiti-$name.log)"
}
PUBLIC_STARTS=(/ /real-estate /insurance /saas /demo /demo/real_estate /waiting-list /dev
  "/api/demo/scenarios?vertical=real_estate" "/api/login?returnTo=%2Fagent-dashboard" "/api/callback?code=abc&state=def"
  "/api/demo/conversation/$(cat /proc/sys/kernel/random/uuid)/processing-status" /api/health /api/config)
wapiti_run public "" "${PUBLIC_STARTS[@]}"
wapiti_run agent "$AGENT_COOKIE" /agent-dashboard /api/auth/user /api/agent/scenarios /api/agent/training-options \
  /api/practice_sessions "/api/analytics/agent?period=weekly" /api/user/settings
wapiti_run broker "$BROKER_COOKIE" /broker-dashboard /api/broker/stats /api/broker/agents "/api/broker/agents/$AGENT_ID" \
  /api/broker/activity /api/broker/phone-lines /api/broker/invitations /api/analytics/broker /api/broker/waiting-list.csv

# sqlmap: every value of each JSON body, and the session cookie itself (a tampered cookie answers 401, which
# must not stop the run).
sqlmap_run() {
  local name="$1" method="$2" path="$3" body="$4" cookie="$5"
  local args=(-u "$BASE$path" --method "$method" --data "$body" --headers "Content-Type: application/json" --batch
    --level 2 --risk 1 --threads 2 --disable-coloring --output-dir "$OUT/sqlmap" --ignore-code 401)
  [ -n "$cookie" ] && args+=(--cookie "$cookie")
  echo "== sqlmap ($name)"
  sqlmap "${args[@]}" >"$OUT/sqlmap-$name.log" 2>&1 || echo "sqlmap ($name) exited $? (see $OUT/sqlmap-$name.log)"
}
sqlmap_run demo-start POST /api/demo/conversation/start "{\"scenarioId\":\"$SCENARIO_ID\",\"customInstructions\":\"Focus on price\"}" ""
sqlmap_run user-settings PUT /api/user/settings '{"companyName":"Scan Realty","emailNotifications":{"dailyReports":true,"agentMilestones":true,"weeklysummaries":false},"trainingConfig":{"defaultSessionDuration":10,"minimumPassingScore":75,"enableRealTimeCoaching":true,"detailedFeedback":true},"teamManagement":{"autoAssignBeginner":true,"performanceTracking":"all"}}' "$BROKER_COOKIE"
sqlmap_run invitation POST /api/broker/invitations '{"email":"scan-invite@scan.example.test"}' "$BROKER_COOKIE"
sqlmap_run practice-session POST /api/practice_sessions "{\"phoneNumberId\":\"$LINE_ID\",\"aiAgentId\":\"friendly-customer\",\"scenarioId\":\"$SCENARIO_ID\"}" "$AGENT_COOKIE"
sqlmap_run simulator-reply POST "/api/practice_sessions/$SESSION_ID/simulator-reply" '{"traineeLines":["Hello, is this the homeowner?"]}' "$AGENT_COOKIE"

npx tsx scripts/security/scan-summary.ts "$OUT" | tee "$OUT/summary.md"
