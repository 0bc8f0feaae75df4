#!/usr/bin/env python3
"""Checks SARIF logs two ways; exits 1 if any check fails, 2 if a checker is missing.

  check-sarif.py LOG.sarif...

1. Against the published SARIF 2.1.0 JSON schema (OASIS; the copy Microsoft's
   validator ships), with python3-jsonschema (Debian).
2. With Microsoft's SARIF validator (`Sarif.Multitool validate`, npm package
   @microsoft/sarif-multitool-linux), which also applies the rules of the
   standard the schema cannot state (SARIF10xx: URIs, references between
   objects); its errors fail the check, its warnings and notes are printed.

Both come from tests/browser/node_modules, which scripts/install-deps.sh
fills.  One line per log: "LOG: valid (N results)" or what is wrong.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, 'tests', 'browser', 'node_modules', '@microsoft', 'sarif-multitool-linux')
SCHEMA = os.path.join(TOOL, 'sarif-2.1.0.json')
MULTITOOL = os.path.join(TOOL, 'Sarif.Multitool')


def schema_errors(log, validator):
    return ['{}: {}'.format('/'.join(str(p) for p in e.absolute_path) or '(log)', e.message)
            for e in validator.iter_errors(log)]


def multitool_findings(path):
    """(errors, other findings) of the validator's own SARIF output."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'validation.sarif')
        proc = subprocess.run([MULTITOOL, 'validate', path, '--output', out, '--quiet'],
                              capture_output=True, text=True,
                              env=dict(os.environ, DOTNET_CLI_TELEMETRY_OPTOUT='1', DOTNET_SYSTEM_GLOBALIZATION_INVARIANT='1'))
        if not os.path.exists(out):
            return ['the validator wrote no output (exit {}): {}'.format(proc.returncode, (proc.stdout + proc.stderr).strip())], []
        with open(out) as f:
            report = json.load(f)
    errors, others = [], []
    for run in report.get('runs', []):
        rules = {rule['id']: rule for rule in run.get('tool', {}).get('driver', {}).get('rules', [])}
        for r in run.get('results', []):
            message = r.get('message', {})
            template = rules.get(r.get('ruleId'), {}).get('messageStrings', {}).get(message.get('id'), {})
            said = template.get('text', message.get('text', ''))
            for i, arg in enumerate(message.get('arguments', [])):
                said = said.replace('{%d}' % i, arg)
            text = '{} {}: {}'.format(r.get('level', 'warning'), r.get('ruleId'), said.split('. ')[0])
            (errors if r.get('level', 'warning') == 'error' else others).append(text)
        for n in run.get('invocations', [{}])[0].get('toolExecutionNotifications', []):
            if n.get('level') == 'error':
                errors.append('validator: ' + n.get('message', {}).get('text', ''))
    return errors, others


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[2].strip())
        return 2
    try:
        import jsonschema
    except ImportError:
        print('check-sarif: python3-jsonschema is not installed (scripts/install-deps.sh)')
        return 2
    if not (os.path.exists(SCHEMA) and os.access(MULTITOOL, os.X_OK)):
        print('check-sarif: the SARIF validator is not installed in tests/browser (scripts/install-deps.sh)')
        return 2
    with open(SCHEMA) as f:
        validator = jsonschema.Draft202012Validator(json.load(f))
    bad = 0
    for path in sys.argv[1:]:
        try:
            with open(path) as f:
                log = json.load(f)
        except (OSError, ValueError) as e:
            print('{}: not JSON: {}'.format(path, e))
            bad += 1
            continue
        errors = schema_errors(log, validator)
        more, others = multitool_findings(path)
        errors += more
        for o in others:
            print('{}: note: {}'.format(path, o))
        if errors:
            bad += 1
            for e in errors:
                print('{}: invalid: {}'.format(path, e))
        else:
            results = sum(len(r.get('results', [])) for r in log.get('runs', []))
            print('{}: valid ({} results)'.format(path, results))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
