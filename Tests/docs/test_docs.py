"""The docs cannot rot: what README.md and docs/*.md show is run against the built binary.

- every line of a fenced shell block that starts with `questline` runs, in order, in a scratch
  copy of the sample game (one copy per document; `cd` lines move between folders); a line
  marked `# not run: why` is skipped, one marked `# exits N` must exit N;
- every YAML example in docs/format.md passes `questline check` inside a small game;
- every flag `--help` prints for a command appears in that command's part of docs/commands.md;
- the GitHub Pages workflow in docs/examples/ is valid YAML, runs on push and on a schedule, and
  its build step builds the sample game;
- the Home Assistant recipe's templates render against a real snapshot, and every entity id
  it names is one Home Assistant makes from a sensor's name; the Scriptable recipe runs in node
  (when there is one) with Scriptable's classes stubbed, on a real small snapshot;
- every link between README.md and the docs leads to a file and heading that exist.

The binary is $QUESTLINE, else .build/debug/questline, else `swift build --show-bin-path`'s.
"""

import os
import re
import shutil
import subprocess
import tempfile
import unicodedata
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
DOCS = sorted([REPO / "README.md", *(REPO / "docs").glob("*.md")])
SHELLS = {"sh", "bash", "shell", "console"}


def questline() -> str:
    if os.environ.get("QUESTLINE"):
        return os.environ["QUESTLINE"]
    debug = REPO / ".build" / "debug" / "questline"
    if debug.exists():
        return str(debug)
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True)
    return str(Path(path.stdout.strip()) / "questline")


QUESTLINE = questline()


def environment(**extra: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"}
    env["PATH"] = f"{Path(QUESTLINE).parent}{os.pathsep}{env.get('PATH', '')}"
    env.update(extra)
    return env


def fenced_blocks(text: str):
    """(language, body, line number of the body's first line) of every fenced block."""
    blocks, language, body, start = [], None, [], 0
    for number, line in enumerate(text.split("\n"), 1):
        fence = re.match(r"^\s*```(\S*)\s*$", line)
        if fence and language is None:
            language, body, start = fence.group(1).lower(), [], number + 1
        elif fence and re.match(r"^\s*```\s*$", line):
            blocks.append((language, "\n".join(body), start))
            language = None
        elif language is not None:
            body.append(line)
    return blocks


def shell_lines(path: Path):
    """(line number, command) of every `questline` or `cd` line in the document's shell blocks,
    continuation lines joined."""
    found = []
    for language, body, start in fenced_blocks(path.read_text(encoding="utf-8")):
        if language not in SHELLS:
            continue
        pending, first = "", 0
        for offset, line in enumerate(body.split("\n")):
            if not pending:
                first = start + offset
            if line.rstrip().endswith("\\"):
                pending += line.rstrip()[:-1] + " "
                continue
            command, pending = (pending + line).strip(), ""
            if command.startswith("questline ") or command.startswith("cd "):
                found.append((first, command))
    return found


def sample_copy(into: Path) -> Path:
    site = into / "site"
    site.mkdir()
    shutil.copytree(REPO / "content", site / "content")
    if (REPO / "Templates").exists():
        shutil.copytree(REPO / "Templates", site / "Templates")
    # Commands that pipe into the repository's helpers (scripts/validate-snapshots.py).
    shutil.copytree(REPO / "scripts", site / "scripts")
    shutil.copytree(REPO / "Schemas", site / "Schemas")
    return site


# Docs with a command that runs (serve.md's only serve, which runs until stopped).
DOCS_WITH_COMMANDS = [p for p in DOCS if any(c.startswith("questline ") and "# not run" not in c
                                             for _, c in shell_lines(p))]


@pytest.mark.parametrize("doc", DOCS_WITH_COMMANDS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_questline_command_in_the_docs_runs(doc: Path, tmp_path: Path):
    site = sample_copy(tmp_path)
    cwd = site
    ran = 0
    for number, command in shell_lines(doc):
        where = f"{doc.relative_to(REPO)}:{number}: {command}"
        if "# not run" in command:
            assert re.search(r"# not run: \S", command), f"{where}: say why it is not run"
            continue
        if command.startswith("cd "):
            target = command[3:].split("#")[0].strip()
            cwd = (cwd / target).resolve()
            assert cwd.is_dir(), f"{where}: no such folder"
            assert str(cwd).startswith(str(tmp_path)), f"{where}: leaves the scratch folder"
            continue
        expected = re.search(r"# exits (\d+)", command)
        result = subprocess.run(["bash", "-c", command], cwd=cwd, env=environment(), capture_output=True, text=True, timeout=300)
        want = int(expected.group(1)) if expected else 0
        assert result.returncode == want, f"{where}\nexit {result.returncode}\n{result.stdout}\n{result.stderr}"
        ran += 1
    assert ran > 0


# --- format.md's YAML examples, each in a small game -------------------------------------------

FORMAT = REPO / "docs" / "format.md"

# A game every example fits into: the people, pooled categories and media they refer to.
BASE_GAME = {
    "game.yaml": "format: 1\ntitle: Docs\ntimezone: Europe/Oslo\nstarts: 2026-06-12\nprices: {text: 50, image: 50, gallery: 50, audio: 75, video: 100}\n",
    "people.yaml": "- {id: sam, name: Sam, role: player}\n- {id: emma, name: Emma, role: child}\n"
                   "- {id: jo, name: Jo, role: friend}\n- {id: mum, name: Mum, role: parent}\n",
    "challenges.yaml": "- {id: say-hi, title: Say hi, category: social, points: 5, schedule: pool}\n"
                       "- {id: hold-door, title: Hold a door, category: kindness, points: 5, schedule: pool}\n",
}


def format_examples():
    """(file name, YAML, line) of every YAML block, named by the heading above it."""
    text = FORMAT.read_text(encoding="utf-8")
    examples, heading = [], None
    lines = text.split("\n")
    blocks = {start: (language, body) for language, body, start in fenced_blocks(text)}
    for number, line in enumerate(lines, 1):
        name = re.match(r"^##+ `([a-z-]+\.yaml)`", line)
        if name:
            heading = name.group(1)
        if number + 1 in blocks and blocks[number + 1][0] == "yaml":
            examples.append((heading, blocks[number + 1][1], number + 1))
    return examples


@pytest.mark.parametrize("example", format_examples(), ids=lambda e: f"{e[0]}:{e[2]}")
def test_every_yaml_example_in_format_md_checks(example, tmp_path: Path):
    name, body, line = example
    assert name in {"game.yaml", "people.yaml", "challenges.yaml", "rewards.yaml", "goals.yaml"}, f"format.md:{line}: which file is it?"
    content = tmp_path / "content"
    content.mkdir()
    files = dict(BASE_GAME, **{name: body})
    for file, text in files.items():
        (content / file).write_text(text, encoding="utf-8")
    # The media and message files the example names, as empty files.
    for path in re.findall(r"\b((?:media|messages)/[\w./-]+)", body):
        (content / path).parent.mkdir(parents=True, exist_ok=True)
        (content / path).write_text("Hello" if path.endswith(".md") else "", encoding="utf-8")
    result = subprocess.run([QUESTLINE, "check", "--site", str(tmp_path), "--as-of", "2026-06-13T12:00"],
                            env=environment(), capture_output=True, text=True)
    assert result.returncode == 0, f"format.md:{line} ({name})\n{result.stderr}"
    assert "unknown key" not in result.stderr, f"format.md:{line} ({name})\n{result.stderr}"


def test_format_md_has_an_example_for_every_file():
    assert {name for name, _, _ in format_examples()} >= {"game.yaml", "people.yaml", "challenges.yaml", "rewards.yaml", "goals.yaml"}


# --- commands.md against --help ----------------------------------------------------------------

COMMANDS = REPO / "docs" / "commands.md"


def subcommands():
    text = subprocess.run([QUESTLINE, "--help"], capture_output=True, text=True, env=environment()).stdout
    section = text.split("SUBCOMMANDS:", 1)[1]
    return re.findall(r"^  ([a-z][a-z-]*) ", section, re.M)


def commands_section(name: str) -> str:
    """The part of commands.md under `questline NAME`'s heading, down to the next heading."""
    text = COMMANDS.read_text(encoding="utf-8")
    match = re.search(r"^(#+) `questline " + re.escape(name) + r"`\n(.*?)(?=^#+ )", text + "\n# end", re.M | re.S)
    assert match, f"docs/commands.md has no heading for `questline {name}`"
    return match.group(2)


def test_commands_md_lists_every_subcommand():
    names = subcommands()
    assert "build" in names and len(names) >= 10
    for name in names:
        commands_section(name)


@pytest.mark.parametrize("name", subcommands())
def test_every_flag_in_help_is_in_commands_md(name: str):
    text = subprocess.run([QUESTLINE, name, "--help"], capture_output=True, text=True, env=environment()).stdout
    options = text.split("OPTIONS:", 1)[1]
    flags = set(re.findall(r"^\s+(?:-\w, )?(--[a-z][a-z-]*)", options, re.M))
    assert "--help" in flags
    shared = COMMANDS.read_text(encoding="utf-8").split("## Options every command shares", 1)[1].split("\n## ", 1)[0]
    section = commands_section(name)
    missing = sorted(f for f in flags if f"`{f}" not in section and f"`{f}" not in shared)
    assert not missing, f"docs/commands.md does not describe {', '.join(missing)} of `questline {name}`"


# --- the GitHub Pages workflow -----------------------------------------------------------------

WORKFLOW = REPO / "docs" / "examples" / "github-pages.yml"


def workflow():
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    # YAML 1.1 reads the key `on` as true.
    triggers = data.get("on", data.get(True))
    return data, triggers


def build_step():
    data, _ = workflow()
    steps = [step for job in data["jobs"].values() for step in job.get("steps", [])]
    builds = [step for step in steps if step.get("name") == "Build the site"]
    assert len(builds) == 1, "the workflow needs one step named 'Build the site'"
    return builds[0]


def test_the_pages_workflow_builds_on_push_and_on_a_schedule():
    data, triggers = workflow()
    assert "push" in triggers and "workflow_dispatch" in triggers
    assert triggers["schedule"] and all(len(entry["cron"].split()) == 5 for entry in triggers["schedule"])
    assert data["permissions"]["pages"] == "write"
    uses = [step.get("uses", "") for job in data["jobs"].values() for step in job.get("steps", [])]
    assert any(u.startswith("actions/upload-pages-artifact@") for u in uses)
    assert any(u.startswith("actions/deploy-pages@") for u in uses)


def test_the_pages_workflow_build_step_builds_the_sample(tmp_path: Path):
    step = build_step()
    command = step["run"].strip()
    assert command.startswith("questline build"), command
    # The same command is what publishing.md shows.
    assert command in (REPO / "docs" / "publishing.md").read_text(encoding="utf-8")
    site = sample_copy(tmp_path)
    env = environment(BASE_URL="https://example.github.io/quest")
    result = subprocess.run(["bash", "-c", command], cwd=site, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert (site / "output" / "index.html").is_file()
    feed = (site / "output" / "feed.atom").read_text(encoding="utf-8")
    assert "https://example.github.io/quest/" in feed


# --- the Home Assistant recipe -----------------------------------------------------------------

def home_assistant_slug(text: str) -> str:
    """Home Assistant's `slugify` (python-slugify with '_'): quotes and every other run of
    characters that are not letters or digits become one '_'; accents are dropped."""
    text = re.sub(r"['\u2019]+", "-", text)
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii").lower()
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text.replace("-", "_") or "unknown"


def test_home_assistant_slugs_follow_home_assistant():
    assert home_assistant_slug("Sam's quest") == "sam_s_quest"
    assert home_assistant_slug("Questline Sam") == "questline_sam"
    assert home_assistant_slug("Família Hansen") == "familia_hansen"


def home_assistant_recipe():
    text = (REPO / "docs" / "widgets.md").read_text(encoding="utf-8")
    part = text.split("### Home Assistant", 1)[1].split("\n### ", 1)[0]
    configs = [yaml.safe_load(body) for language, body, _ in fenced_blocks(part) if language == "yaml"]
    return part, configs


def test_home_assistant_recipe_renders_against_real_snapshots(tmp_path: Path):
    jinja2 = pytest.importorskip("jinja2")
    part, configs = home_assistant_recipe()
    assert configs, "widgets.md has no Home Assistant configuration"
    site = sample_copy(tmp_path)
    built = subprocess.run([QUESTLINE, "build", "--site", str(site), "--as-of", "2026-06-13T20:00",
                            "--base-url", "https://example.org/quest/"], env=environment(), capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    import json
    states = {}
    for config in configs:
        for rest in config["rest"]:
            resource = rest["resource"]
            assert resource.startswith("https://example.org/quest/widgets/"), resource
            snapshot = json.loads((site / "output" / resource.removeprefix("https://example.org/quest/")).read_text())
            for sensor in rest["sensor"]:
                value = jinja2.Environment().from_string(sensor["value_template"]).render(value_json=snapshot)
                assert value and value != "None", f"{sensor['name']}: {sensor['value_template']} gave {value!r}"
                entity = "sensor." + home_assistant_slug(sensor["name"])
                attributes = {key: snapshot.get(key) for key in sensor.get("json_attributes", [])}
                states[entity] = (value, attributes)
    named = set(re.findall(r"\bsensor\.[a-z0-9_]+", part))
    assert named, "the recipe names no entity"
    assert named <= set(states), f"entity ids not made by these sensors: {sorted(named - set(states))}; they are {sorted(states)}"
    # Every template the prose shows, with Home Assistant's state_attr and states.
    environment_ = jinja2.Environment()
    environment_.globals["state_attr"] = lambda entity, key: states[entity][1][key]
    environment_.globals["states"] = lambda entity: states[entity][0]
    templates = re.findall(r"`(\{\{.*?\}\})`", part)
    assert templates
    for template in templates:
        assert environment_.from_string(template).render(), template


# --- links between the pages -------------------------------------------------------------------

def github_anchor(heading: str) -> str:
    """The id GitHub gives a heading: lowercase, punctuation dropped, spaces to dashes."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set:
    found, seen = set(), {}
    inside = False
    for line in path.read_text(encoding="utf-8").split("\n"):
        if re.match(r"^\s*```", line):
            inside = not inside
        heading = re.match(r"^#+ (.*)", line)
        if heading and not inside:
            anchor = github_anchor(heading.group(1))
            count = seen.get(anchor, 0)
            seen[anchor] = count + 1
            found.add(anchor if count == 0 else f"{anchor}-{count}")
    return found


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_link_between_the_pages_leads_somewhere(doc: Path):
    text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)  # code spans show syntax, not links
    targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'src="([^"]+)"', text)
    broken = []
    for target in targets:
        if re.match(r"^[a-z]+:", target):
            continue
        file, _, anchor = target.partition("#")
        path = (doc.parent / file).resolve() if file else doc
        if not path.exists():
            broken.append(target)
            continue
        if anchor and path.suffix == ".md" and anchor not in anchors(path):
            broken.append(target)
    assert not broken, f"{doc.relative_to(REPO)}: links that lead nowhere: {broken}"


# --- the Scriptable recipe ---------------------------------------------------------------------

SCRIPTABLE_STUBS = """
const texts = [];
globalThis.Request = class { constructor(url) { this.url = url; }
  async loadJSON() { return JSON.parse(require("fs").readFileSync(process.env.SNAPSHOT, "utf8")); } };
globalThis.Font = { caption1: () => "caption1", caption2: () => "caption2", boldSystemFont: (n) => `bold ${n}` };
globalThis.ListWidget = class { addText(text) { texts.push(text); return {}; } };
globalThis.Script = { setWidget(widget) { globalThis.made = widget; },
  complete() { console.log(JSON.stringify({ texts, refresh: made.refreshAfterDate.toISOString(), url: made.url })); } };
"""


def test_the_scriptable_recipe_runs_on_a_real_small_snapshot(tmp_path: Path):
    node = shutil.which("node")
    if not node:
        pytest.skip("no node to run the Scriptable recipe with")
    text = (REPO / "docs" / "widgets.md").read_text(encoding="utf-8")
    part = text.split("### iOS: a Scriptable widget", 1)[1].split("\n### ", 1)[0]
    script = [body for language, body, _ in fenced_blocks(part) if language == "javascript"]
    assert len(script) == 1
    site = sample_copy(tmp_path)
    built = subprocess.run([QUESTLINE, "build", "--site", str(site), "--as-of", "2026-06-13T20:00",
                            "--base-url", "https://example.org/quest/"], env=environment(), capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    program = tmp_path / "widget.js"
    program.write_text(SCRIPTABLE_STUBS + "(async () => {\n" + script[0] + "\n})();\n", encoding="utf-8")
    result = subprocess.run([node, str(program)], capture_output=True, text=True,
                            env=environment(SNAPSHOT=str(site / "output" / "widgets" / "sam-small.json")))
    assert result.returncode == 0, result.stderr
    import json
    shown = json.loads(result.stdout)
    assert shown["texts"][0] == "Sam's Birthday Quest"
    assert shown["texts"][1] == "95 ✦"
    assert shown["texts"][2] == "5 to Jo's birthday video"
    assert not any("undefined" in t for t in shown["texts"])
    assert shown["url"] == "https://example.org/quest/people/sam/"
