#!/bin/bash
# Makes the schema-version-2 databases and the export the migration tests open, with the real
# 0.2.0 binary:
#   git worktree add /tmp/v020 670f22b && (cd /tmp/v020 && swift build -c release --product piggybank)
#   Tests/PiggyBankTests/Fixtures/make-v2-fixtures.sh /tmp/v020/.build/release/piggybank
# Kept so the files can be made again; the tests use the committed files.
set -euo pipefail
old=${1:?path to the 0.2.0 piggybank binary}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
session="v2fixture-$$"
trap 'rm -rf "$work"; tmux kill-session -t "$session" 2>/dev/null || true' EXIT
"$old" --version | grep -q "piggybank 0.2.0"

# Folds the write-ahead log into the file, so copying the one file copies everything.
checkpoint() { sqlite3 "$1" "PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE" >/dev/null; }

# 1. Banks with Chinese names, records both ways, a recurring deposit that has run, settings
#    changed, and a draft left on create page 2; and its JSON export.
draft="$work/draft"
pb() { "$old" --data-dir "$draft" --lang en "$@" >/dev/null; }
pb add --name "旅行基金" --target 5000 --icon plane --initial 120.50 --expires 2027-06-30
pb add --name "Laptop" --target 1200 --icon pig
pb deposit "旅行基金" 300 --note "工资 十一月"
pb withdraw "旅行基金" 20.25 --note "車票"
pb deposit Laptop 1250 --note "full, and a little more"
pb add --name "新年 🧧 红包" --target 888.88 --icon house
pb withdraw "旅行基金" 400.25 --note "全部取出"
pb schedule "新年 🧧 红包" 8.88 --every month --on 15 --from 2026-09-01 --until 2027-12-31
pb run-due
pb settings currency EUR
pb settings theme highContrast
pb settings askBeforeDeleting false
pb settings showAmounts false
tmux new-session -d -s "$session" -x 80 -y 24 "LANG=C.UTF-8 '$old' --data-dir '$draft' --lang zh-Hans"
key() { tmux send-keys -t "$session" "$@"; sleep 0.6; }
sleep 1.5
key n                      # Home: new piggy bank
key -l "新车"; key Tab; key -l "30000"
key Tab; key Enter         # Next → page 2
key Right; key Space       # pick the second icon
tmux kill-session -t "$session"; sleep 0.5
"$old" --data-dir "$draft" export --json "$here/v2-export.json" >/dev/null
checkpoint "$draft/piggybank.sqlite"
cp "$draft/piggybank.sqlite" "$here/v2-draft-schedule-settings.sqlite"

# 2. A long-used file: many records, a non-default primary bank, a weekly schedule.
home="$work/home"
pb() { "$old" --data-dir "$home" --lang en "$@" >/dev/null; }
pb add --name "Emergency 基金" --target 10000 --initial 500
pb add --name "自行车" --target 2500.99 --icon car
for i in $(seq 1 40); do pb deposit 1 "$i.25" --note "week $i 周"; done
pb withdraw 1 100 --note "dentist 牙医"
pb schedule 2 25 --every week --on 1 --from 2026-10-05
pb run-due
checkpoint "$home/piggybank.sqlite"
cp "$home/piggybank.sqlite" "$here/v2-home-many-records.sqlite"
