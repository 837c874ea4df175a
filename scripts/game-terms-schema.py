#!/usr/bin/env python3
"""Writes contracts/game/v1/GameTerms.schema.json from the game context's preset table and handicap patterns.

The game context's GameTermsContractTest checks that the file agrees with the code (presets, sizes, handicaps and the
time-control ranges, probed at every boundary), so a change to the table without running this script fails the build.
Run from the repository root: python3 scripts/game-terms-schema.py
"""
import json

TABLE = "game-context/go-engine/src/main/resources/org/openkifu/game/rules/rule-presets.txt"
MAX_SIZE, MIN_FIXED = 25, 7

def ints(cell):
    out = []
    cell = cell.strip()
    if cell in ("-", ""):
        return out
    for part in cell.split(","):
        part = part.strip()
        if "-" in part:
            a, b = part.split("-")
            out += list(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return out

presets = []
for line in open(TABLE, encoding="utf-8"):
    if not line.strip() or line.startswith("#"):
        continue
    c = [x.strip() for x in line.rstrip("\n").split("|")]
    presets.append(dict(id=c[0], aliases=[] if c[1] == "-" else [a.strip() for a in c[1].split(",")],
                        placement=c[7], handicaps=ints(c[9]), goal=int(c[12]), sizes=ints(c[15])))

def fixed_counts(size):
    if size < MIN_FIXED:
        return []
    top = 4 if size % 2 == 0 else 5 if size == 7 else 9
    return list(range(2, top + 1)) + ([13, 21, 25] if size == 19 else [])

def jl(xs):  # Java's List.toString
    return "[" + ", ".join(str(x) for x in xs) + "]"

ids = [p["id"] for p in presets]
conditions = []
for p in presets:
    then = {}
    if p["sizes"]:
        then["size"] = {"enum": p["sizes"], "x-message": "rule set '{rules}' does not play on {value}x{value}; allowed sizes: " + jl(p["sizes"])}
    if p["handicaps"]:
        then["handicap"] = {"enum": [0] + p["handicaps"], "x-message": "rule set '{rules}' allows handicaps of " + jl(p["handicaps"]) + " stones, not {value}"}
    if then:
        conditions.append({"if": {"properties": {"rules": {"const": p["id"]}}, "required": ["rules"]}, "then": {"properties": then}})
anywhere = [p["id"] for p in presets if not p["sizes"]]
conditions.insert(0, {"if": {"properties": {"rules": {"enum": anywhere}}, "required": ["rules"]},
                      "then": {"properties": {"size": {"minimum": 2, "maximum": MAX_SIZE,
                               "x-message": "rule set '{rules}' does not play on {value}x{value}"}}}})
fixed = [p["id"] for p in presets if p["placement"] == "FIXED"]
free = [p["id"] for p in presets if p["placement"] == "FREE"]
for size in range(2, MAX_SIZE + 1):
    counts = fixed_counts(size)
    msg = ("{value} handicap stones have no fixed pattern on %dx%d; supported: %s" % (size, size, jl(counts)) if counts
           else "{value} handicap stones: a %dx%d board has no fixed handicap points (they start at 7x7)" % (size, size))
    conditions.append({"if": {"properties": {"rules": {"enum": fixed}, "size": {"const": size}}, "required": ["rules", "size"]},
                       "then": {"properties": {"handicap": {"enum": [0] + counts, "x-message": msg}}}})
    conditions.append({"if": {"properties": {"rules": {"enum": free}, "size": {"const": size}}, "required": ["rules", "size"]},
                       "then": {"properties": {"handicap": {"maximum": size * size - 1,
                                "x-message": "{value} handicap stones are not allowed under '{rules}' on %dx%d" % (size, size)}}}})

def zero(field, message):
    return {field: {"const": 0, "x-message": message}}

def kind(name, props):
    return {"if": {"properties": {"kind": {"const": name}}, "required": ["kind"]}, "then": {"properties": props}}

MAIN = lambda lo: {"minimum": lo * 60, "maximum": 43200, "x-message": "main time is %d to 720 minutes, not {value} s" % lo}
NO = lambda k: {**zero("periods", k + " has no byoyomi periods"), **zero("stonesPerPeriod", k + " has no stones per period"),
                **zero("incrementSeconds", k + " has no increment")}
untimed = "an untimed game takes no time settings"
time_kinds = [
    kind("NONE", {f: {"const": 0, "x-message": untimed} for f in
                  ["mainSeconds", "periods", "periodSeconds", "stonesPerPeriod", "incrementSeconds"]}),
    kind("ABSOLUTE", {"mainSeconds": MAIN(1), **NO("ABSOLUTE")}),
    {**kind("JAPANESE_BYOYOMI", {"mainSeconds": MAIN(1),
        "periods": {"minimum": 0, "maximum": 6, "x-message": "byoyomi has 0 to 6 periods, not {value}"},
        **{k: v for k, v in NO("JAPANESE_BYOYOMI").items() if k != "periods"}}),
     },
    {"if": {"properties": {"kind": {"const": "JAPANESE_BYOYOMI"}, "periods": {"const": 0}}, "required": ["kind", "periods"]},
     "then": {"properties": {"periodSeconds": {"const": 0, "x-message": "a byoyomi period lasts 10 to 60 seconds, not {value}"}}}},
    {"if": {"properties": {"kind": {"const": "JAPANESE_BYOYOMI"}, "periods": {"minimum": 1}}, "required": ["kind", "periods"]},
     "then": {"properties": {"periodSeconds": {"minimum": 10, "maximum": 60, "x-message": "a byoyomi period lasts 10 to 60 seconds, not {value}"}}}},
    kind("CANADIAN", {"mainSeconds": MAIN(0),
        "stonesPerPeriod": {"minimum": 1, "maximum": 100, "x-message": "a Canadian period needs 1 to 100 stones, not {value}"},
        "periodSeconds": {"minimum": 60, "maximum": 3600, "x-message": "a Canadian period lasts 1 to 60 minutes, not {value} s"},
        **{k: v for k, v in NO("CANADIAN").items() if k != "stonesPerPeriod"}}),
    kind("FISCHER", {"mainSeconds": MAIN(1),
        "incrementSeconds": {"minimum": 0, "maximum": 300, "x-message": "a Fischer increment is 0 to 300 seconds, not {value}"},
        **{k: v for k, v in NO("FISCHER").items() if k != "incrementSeconds"}}),
    kind("CORRESPONDENCE", {"periodSeconds": {"minimum": 86400, "maximum": 2592000, "multipleOf": 86400,
                                              "x-message": "correspondence time is 1 to 30 whole days per move"},
        **NO("CORRESPONDENCE"), "mainSeconds": {"const": 0, "x-message": "correspondence has no main time"}}),
]
schema = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://openkifu.org/contracts/game/v1/GameTerms.schema.json",
    "title": "GameTerms",
    "description": "The terms a game is created with (the game-requests contract's settings and POST /api/games) and "
                   "the limits the game context plays within; served by GET /api/games/terms. Generated by "
                   "scripts/game-terms-schema.py; x-message is the game context's refusal for a value outside a "
                   "keyword ({value} the value, {rules} the preset). A preset is matched after trimming, lower-casing "
                   "and resolving x-aliases; a preset in x-takesGoal may carry a capture goal ('capture-go:3').",
    "type": "object",
    "properties": {
        "rules": {"type": "string", "enum": ids,
                  "x-message": "unknown rule set '{value}'; known: " + ", ".join(ids) + " (capture-go takes a goal, e.g. capture-go:3)",
                  "x-aliases": {a: p["id"] for p in presets for a in p["aliases"]},
                  "x-takesGoal": [p["id"] for p in presets if p["goal"] > 0]},
        "komi": {"type": "number", "minimum": -150, "maximum": 150,
                 "x-message": "komi must be a number between -150 and 150, not {value}",
                 "allOf": [{"multipleOf": 0.5, "x-message": "komi is a multiple of 0.5 (e.g. 6.5 or 7), not {value}"}]},
        "size": {"type": "integer", "description": "lines; the range depends on the preset (allOf below)"},
        "timeControl": {"$ref": "#/$defs/TimeControl"},
        "handicap": {"type": "integer", "minimum": 0, "maximum": MAX_SIZE * MAX_SIZE - 1,
                     "x-message": "{value} handicap stones are not allowed under '{rules}'"},
    },
    "allOf": conditions,
    "$defs": {"TimeControl": {
        "type": "object", "required": ["kind"],
        "x-message": "the time control kind is required (NONE for an untimed game)",
        "properties": {
            "kind": {"enum": ["NONE", "ABSOLUTE", "JAPANESE_BYOYOMI", "CANADIAN", "FISCHER", "CORRESPONDENCE"],
                     "x-message": "the time control kind '{value}' is not one of NONE, ABSOLUTE, JAPANESE_BYOYOMI, CANADIAN, FISCHER, CORRESPONDENCE"},
            "mainSeconds": {"type": "integer"}, "periods": {"type": "integer"}, "periodSeconds": {"type": "integer"},
            "stonesPerPeriod": {"type": "integer"}, "incrementSeconds": {"type": "integer"}},
        "allOf": time_kinds}},
}
with open("contracts/game/v1/GameTerms.schema.json", "w", encoding="utf-8") as f:
    json.dump(schema, f, indent=1)
    f.write("\n")
