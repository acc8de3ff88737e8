#!/usr/bin/env python3
"""Writes the option, action and event lists of the completions and the docs from tick's tables.

Each list sits in its file between a line holding `BEGIN generated: NAME` and one holding
`END generated: NAME`; its text is what `tick --generated-list NAME` prints (GeneratedLists,
from OptionTable, ActionTable and EventTable): the completions' option lines and value kinds,
the man page's OPTIONS, ACTIONS and events, docs/SPEC.md's tables. Run it after adding or
changing an option, an action or an event, with a built tick (default .build/debug/tick, or the
path given). The next `swift build` puts the new completions into tick (`tick --bash`…) by
itself. A test checks that the files are in step.
"""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(__file__).resolve().parent.parent
tick = sys.argv[1] if len(sys.argv) > 1 else str(root / '.build/debug/tick')

files = {}
for path in ['completions/tick.bash', 'completions/_tick', 'completions/tick.fish', 'docs/tick.1', 'docs/SPEC.md']:
    text = (root / path).read_text()
    for name in re.findall(r'BEGIN generated: ([a-z-]+)', text):
        body = subprocess.run([tick, '--generated-list', name], check=True, capture_output=True, text=True).stdout
        lines = text.split('\n')
        begin = next(i for i, line in enumerate(lines) if 'BEGIN generated: ' + name in line)
        end = next(i for i, line in enumerate(lines) if 'END generated: ' + name in line)
        lines[begin + 1:end] = body.rstrip('\n').split('\n')
        text = '\n'.join(lines)
    (root / path).write_text(text)
