#!/bin/bash
# Makes the schema-version-1 databases the migration tests open, with the real 0.1.0 binary:
#   git worktree add /tmp/v010 3d9a4ad && (cd /tmp/v010 && swift build -c release)
#   Tests/PiggyBankTests/Fixtures/make-v1-fixtures.sh /tmp/v010/.build/release/piggybank
# Kept so the files can be made again; the tests use the committed .sqlite files.
set -euo pipefail
old=${1:?path to the 0.1.0 piggybank binary}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"; tmux kill-session -t v1fixture 2>/dev/null || true' EXIT

# Folds the write-ahead log into the file, so copying the one file copies everything.
checkpoint() { sqlite3 "$1" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE" >/dev/null; }

# 1. Banks with Chinese names, records both ways, and a draft left on create page 2 (step 4).
draft="$work/draft"
"$old" --data-dir "$draft" add --name "旅行基金" --target 5000 --icon plane --initial 120.50 --expires 2027-06-30
"$old" --data-dir "$draft" add --name "Laptop" --target 1200 --icon pig
"$old" --data-dir "$draft" deposit "旅行基金" 300 --note "工资 十一月"
"$old" --data-dir "$draft" withdraw "旅行基金" 20.25 --note "車票"
"$old" --data-dir "$draft" deposit Laptop 1200 --note "full"
"$old" --data-dir "$draft" add --name "新年 🧧 红包" --target 888.88 --icon house
tmux new-session -d -s v1fixture -x 80 -y 24 "LANG=C.UTF-8 '$old' --data-dir '$draft' --lang zh-Hans"
key() { tmux send-keys -t v1fixture "$@"; sleep 0.5; }
sleep 1.5
key Enter                  # Welcome → Privacy
key Tab; key Enter         # Privacy: Agree
key -l "新车"; key Tab; key -l "30000"
key Tab; key Enter         # Next → page 2
key Right; key Space       # pick the second icon
tmux kill-session -t v1fixture; sleep 0.5
checkpoint "$draft/piggybank.sqlite"
cp "$draft/piggybank.sqlite" "$here/v1-draft-on-page-2.sqlite"

# 2. A long-used file on Home: many records, a non-default primary bank.
home="$work/home"
"$old" --data-dir "$home" add --name "Emergency 基金" --target 10000 --initial 500
"$old" --data-dir "$home" add --name "自行车" --target 2500.99 --icon car
for i in $(seq 1 40); do "$old" --data-dir "$home" deposit 1 "$i.25" --note "week $i 周"; done
"$old" --data-dir "$home" withdraw 1 100 --note "dentist 牙医"
sqlite3 "$home/piggybank.sqlite" "INSERT INTO settings VALUES ('pageSteps', '0')"
checkpoint "$home/piggybank.sqlite"
cp "$home/piggybank.sqlite" "$here/v1-home-many-records.sqlite"
