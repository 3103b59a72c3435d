#!/usr/bin/env python3
"""Validate Questline widget snapshots against the JSON Schema (draft 2020-12).

Usage: scripts/validate-snapshots.py [--schema PATH] DIR_OR_FILE...

Every *.json file named (or found directly in a named folder) is checked: index.json against
the schema's #/$defs/index, schema.json is skipped, everything else against the snapshot
schema. Snapshots are also checked against their size's byte budget (small 512, medium 2016,
large 8192). Exit status: 0 all valid, 1 a file is invalid, 2 the validator cannot run
(jsonschema missing, unreadable schema). Needs `pip install jsonschema`.
"""
import json
import os
import sys

# Medium keeps 32 bytes of TRMNL's 2 KiB webhook limit free for the {"merge_variables": …} wrapper.
BUDGETS = {"small": 512, "medium": 2016, "large": 8192}


def main(argv):
    try:
        import jsonschema
    except ImportError:
        print("error: the Python package 'jsonschema' is missing; run: pip install jsonschema", file=sys.stderr)
        return 2
    args = list(argv)
    schema_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Schemas", "widget-snapshot.schema.json")
    if len(args) >= 2 and args[0] == "--schema":
        schema_path = args[1]
        args = args[2:]
    if not args:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    try:
        with open(schema_path, encoding="utf-8") as handle:
            schema = json.load(handle)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        print(f"error: cannot use the schema {schema_path}: {error}", file=sys.stderr)
        return 2
    snapshot_validator = validator_class(schema)
    index_schema = dict(schema)
    index_schema["$ref"] = "#/$defs/index"
    for key in ("type", "required", "properties", "additionalProperties", "allOf"):
        index_schema.pop(key, None)
    index_validator = validator_class(index_schema)

    files = []
    for arg in args:
        if os.path.isdir(arg):
            files += sorted(os.path.join(arg, name) for name in os.listdir(arg) if name.endswith(".json"))
        else:
            files.append(arg)
    failures = 0
    checked = 0
    for path in files:
        name = os.path.basename(path)
        if name == "schema.json":
            continue
        with open(path, "rb") as handle:
            raw = handle.read()
        try:
            document = json.loads(raw.decode("utf-8"))
        except ValueError as error:
            print(f"{path}: error: not JSON: {error}")
            failures += 1
            continue
        # `questline snapshot` ends its output with a newline; the files `build` writes do not.
        canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
        if canonical != raw and canonical + b"\n" != raw:
            print(f"{path}: error: not canonical JSON (expected compact encoding with sorted keys)")
            failures += 1
            checked += 1
            continue
        validator = index_validator if name == "index.json" else snapshot_validator
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            where = "/".join(str(part) for part in error.absolute_path) or "(top)"
            print(f"{path}: error: at {where}: {error.message}")
        if name != "index.json" and isinstance(document, dict) and document.get("size") in BUDGETS:
            budget = BUDGETS[document["size"]]
            if len(canonical) > budget:
                print(f"{path}: error: {len(canonical)} bytes, over the {document['size']} budget of {budget}")
                errors.append("budget")
        failures += 1 if errors else 0
        checked += 1
    if checked == 0:
        print("error: no snapshots found to validate", file=sys.stderr)
        return 1
    print(f"{checked} file(s) checked, {failures} invalid")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
