#!/bin/bash
# Before/after throughput of two checkouts of this repository on one bench database (RESULTS.md):
#   scripts/bench-ab.sh BEFORE_DIR AFTER_DIR DATABASE_URL   (e.g. a `git worktree` of the older commit, `.`, and
#   a database kept by `npm run bench -- --keep`). Each starts its API server (production mode, ports 4301
#   and 4302); each line is then driven by autocannon (16 connections, 5 s) on before and after back to back,
#   in two rounds, so the machine's load at that moment weighs on both sides alike. Prints one line per run:
#   round, side, path, p97.5 ms, p50 ms, req/s, non-2xx.
#   AB_PORTS="4021 4022": the two servers' ports; AB_URLS=file: its lines (paths) instead of the 18 below;
#   AB_ROUNDS=3; AB_KEPT=1: without `Cache-Control: no-cache` (the kept replies' path). Servers as the bench
#   runs them: DEMO_DAY=0, LOG_LEVEL=warn.
set -u
BEFORE=$1; AFTER=$2; DBURL=$3
read -r P1 P2 <<< "${AB_PORTS:-4301 4302}"
CC=(-H "cache-control=no-cache"); [ "${AB_KEPT:-0}" = 1 ] && CC=()
AC=$(cd "$AFTER" && pwd)/node_modules/.bin/autocannon
start() { (cd $1 && NODE_ENV=production DEMO_DAY=0 LOG_LEVEL=warn DATABASE_URL=$DBURL PORT=$2 HOST=127.0.0.1 nohup node --import tsx apps/api/src/server.ts > /tmp/bench-ab-$2.log 2>&1 &) ; }
start "$BEFORE" $P1; start "$AFTER" $P2
for p in $P1 $P2; do for i in $(seq 60); do curl -sf http://127.0.0.1:$p/api/health >/dev/null && break; sleep 1; done; done
tok() { curl -si -X POST http://127.0.0.1:$1/api/users/sign_in -H 'content-type: application/json' -d '{"user":{"login":"admin@demo.com.br","password":"demo1234"}}' | grep -i '^authorization:' | tr -d '\r' | cut -d' ' -f3; }
T1=$(tok $P1); T2=$(tok $P2)
echo "tokens ${#T1} ${#T2}"
D=$(TZ=America/Sao_Paulo date +%d/%m/%Y); M=$(TZ=America/Sao_Paulo date +01/%m/%Y)
URLS=(
'/api/resales?page=1' '/api/resales?query=sao%20jorge' '/api/employees?page=1' '/api/employees?query=maria%20silva'
'/api/users?page=1' '/api/payment_methods?page=1' '/api/vehicles?page=1' '/api/vehicles?query=cargo'
'/api/suppliers?page=1' '/api/suppliers?query=liquigas' '/api/customers?page=1&options=false'
'/api/customers?by_name=maria%20silva&options=false' '/api/products?page=1'
"/api/transactions?page=1&date=$D-$D"
"/api/receivables?page=1&date_type=due_date&status=all&date=$D-$D&options=false"
"/api/payables?page=1&date_type=due_date&date=$M-$D&options=false"
"/api/call_logs?page=1&date=$D-$D" "/api/sales?date=$D"
)
[ -n "${AB_URLS:-}" ] && mapfile -t URLS < "$AB_URLS"
for round in $(seq "${AB_ROUNDS:-2}"); do
 for u in "${URLS[@]}"; do
  for side in before after; do
   p=$P1; t=$T1; [ $side = after ] && { p=$P2; t=$T2; }
   r=$($AC -c 16 -d 5 -j -H "authorization=Bearer $t" -H "accept-encoding=gzip, deflate, br" "${CC[@]}" "http://127.0.0.1:$p$u" 2>/dev/null | python3 -c "import json,sys; d=json.load(sys.stdin); l=d['latency']; print(l.get('p97_5', l.get('p95')), l['p50'], d['requests']['average'], d['non2xx'])")
   echo "$round $side $u $r"
  done
 done
done
for p in $P1 $P2; do pid=$(ss -ltnp | grep ":$p " | grep -o "pid=[0-9]*" | cut -d= -f2 | head -1); [ -n "$pid" ] && kill $pid; done
