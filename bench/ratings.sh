#!/usr/bin/env bash
# The ratings and a person's page over many evenings (docs/events.md,
# "Ratings"). Plays one evening of PEOPLE people on a fresh release server
# (`euchre event simulate --url`), copies that evening in the store until
# EVENINGS evenings are over, starts the server again on the store and times
# GET /api/ratings and GET /api/people/ID: the first request after the start
# (every evening read from its row) and the best of the next five (the
# evenings kept, src/room/closed_evenings.h), and the ratings as the page asks
# for them (?top=20&person=ID: one history). Both run on the thread every
# table waits for, so the times are also how long the tables wait.
#   bash bench/ratings.sh [EVENINGS] [PEOPLE]
# EVENINGS defaults to 1000, PEOPLE to 16 (4 rounds of 2 deals).
set -euo pipefail
cd "$(dirname "$0")/.."
evenings="${1:-1000}"
people="${2:-16}"
store_dir="$(mktemp -d /tmp/euchre-ratings.XXXXXX)"
source bench/serve_fresh.sh
serve_fresh "$store_dir" --unlimited-address 127.0.0.1
"$bin" event simulate --people "$people" --rounds 4 --deals 2 --url "$url" >/dev/null
kill "$server"
wait "$server" 2>/dev/null || true
/usr/bin/python3 - "$store_dir/euchre.db" "$evenings" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
want = int(sys.argv[2])
row = db.execute("SELECT name, organiser, settings, state, created_ms FROM events WHERE closed = 1 LIMIT 1").fetchone()
if row is None:
    sys.exit("ratings.sh: the evening did not end")
name, organiser, settings, state, created = row
have = db.execute("SELECT count(*) FROM events WHERE closed = 1").fetchone()[0]
db.executemany("INSERT INTO events (id, name, organiser, settings, state, created_ms, closed) VALUES (?, ?, ?, ?, ?, ?, 1)",
               [(f"copy{i}", f"{name} {i}", organiser, settings, state, created + i * 1000) for i in range(want - have)])
db.commit()
over = db.execute("SELECT count(*) FROM events WHERE closed = 1").fetchone()[0]
print(f"evenings_over {over}")
PY
serve_fresh "$store_dir"
/usr/bin/python3 - "${url%/ws}" "$store_dir/euchre.db" <<'PY'
import hashlib, hmac, json, sqlite3, sys, time, urllib.request
base = sys.argv[1].replace("ws:", "http:")
def page_id(person):
    # A person's page is at the id only he is given (docs/events.md, "A
    # person's page"): the server's keyed_id of his row, made the same way.
    token_hash = sqlite3.connect(sys.argv[2]).execute("SELECT token_hash FROM people WHERE id = ?", (person,)).fetchone()[0]
    mac = hmac.new(token_hash.encode(), f"page of person {person}".encode(), hashlib.sha256).hexdigest()
    return f"{person}-{mac[:20]}"
def get(path):
    start = time.perf_counter()
    with urllib.request.urlopen(base + path, timeout=600) as r:
        body = r.read()
    return (time.perf_counter() - start) * 1000, json.loads(body)  # the parse is after the time
first, ratings = get("/api/ratings")
warm = min(get("/api/ratings")[0] for _ in range(5))
person = ratings["people"][0]["person"]
page = page_id(person)
page_first, page = get(f"/api/people/{page}")
page_warm = min(get(f"/api/people/{page_id(person)}")[0] for _ in range(5))
print(f"people_rated {len(ratings['people'])}  evenings_on_their_page {len(page['evenings'])}  ratings_bytes {len(json.dumps(ratings))}")
asked = min(get(f"/api/ratings?top=20&person={person}")[0] for _ in range(5))
print(f"ratings_first_ms {first:.1f}  ratings_next_ms {warm:.1f}  ratings_as_the_page_asks_ms {asked:.1f}")
print(f"person_page_first_ms {page_first:.1f}  person_page_next_ms {page_warm:.1f}")
PY
