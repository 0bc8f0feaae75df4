# -*- Python -*-
# lit configuration for Ferret's regression tests.
#
# Invoked by ctest as
#   python3 /usr/lib/llvm-14/build/utils/lit/lit.py -sv \
#       --param ferret=/path/to/build/bin/ferret tests/regress
# Optional parameters:
#   --param exec_root=DIR     where lit puts its temporaries (%t)
#   --param llvm_bin=DIR      where FileCheck and not live
#                             (default /usr/lib/llvm-14/bin)
#
# Every sub-folder (run/, verify/, ...) is discovered automatically; a folder
# named Inputs holds helper files and is never treated as tests.

import os
import tempfile

import lit.formats

config.name = 'ferret'
config.suffixes = ['.c', '.i']
config.excludes = ['Inputs']
# True: RUN lines are executed by bash, so `;`, `||`, `$?` and redirections
# behave as in a shell script.  lit adds `set -o pipefail`.
config.test_format = lit.formats.ShTest(True)
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

ferret = lit_config.params.get('ferret')
if not ferret:
    lit_config.fatal('no ferret binary given: pass --param ferret=/path/to/ferret')
ferret = os.path.abspath(ferret)
if not (os.path.isfile(ferret) and os.access(ferret, os.X_OK)):
    lit_config.fatal('ferret binary not found or not executable: %s' % ferret)

exec_root = lit_config.params.get('exec_root')
if not exec_root:
    exec_root = os.path.join(os.path.dirname(ferret), '..', 'lit-out')
    try:
        os.makedirs(exec_root, exist_ok=True)
    except OSError:
        exec_root = tempfile.mkdtemp(prefix='ferret-lit-')
config.test_exec_root = os.path.abspath(exec_root)

llvm_bin = lit_config.params.get('llvm_bin', '/usr/lib/llvm-14/bin')
filecheck = os.path.join(llvm_bin, 'FileCheck')
not_tool = os.path.join(llvm_bin, 'not')
for tool in (filecheck, not_tool):
    if not os.path.isfile(tool):
        lit_config.fatal('required tool not found: %s' % tool)

# Substitutions are regular expressions.  The tool names only match as whole
# words (not inside paths, file names or options such as --check-not).
_word_start = r'(?<![\w.%/-])'
_word_end = r'(?![\w./-])'
config.substitutions.append(('%ferret', ferret))
# The witness checkers and round trip (scripts/, bench/), run by python3.
_root = os.path.dirname(os.path.dirname(config.test_source_root))
config.substitutions.append(('%check-witness', 'python3 ' + os.path.join(_root, 'scripts', 'check-witness.py')))
config.substitutions.append(('%check-invariants', 'python3 ' + os.path.join(_root, 'scripts', 'check-invariants.py') + ' ' + ferret))
config.substitutions.append(('%witness-roundtrip', 'python3 ' + os.path.join(_root, 'bench', 'witness-roundtrip.py') + ' ' + ferret))
# The report checks: SARIF against the schema and Microsoft's validator,
# HTML pages in headless Chromium (tests/browser, filled by install-deps).
config.substitutions.append(('%check-sarif', 'python3 ' + os.path.join(_root, 'scripts', 'check-sarif.py')))
config.substitutions.append(('%sarif-roundtrip', 'python3 ' + os.path.join(_root, 'bench', 'sarif-roundtrip.py') + ' ' + ferret))
_browser = os.path.join(_root, 'tests', 'browser')
config.substitutions.append(('%check-report', 'node ' + os.path.join(_browser, 'check-report.mjs')))
_modules = os.path.join(_browser, 'node_modules')
if os.path.isdir(os.path.join(_modules, 'playwright-core')) and os.access('/usr/bin/chromium', os.X_OK):
    config.available_features.add('chromium')
try:
    import jsonschema  # noqa: F401
    if os.access(os.path.join(_modules, '@microsoft', 'sarif-multitool-linux', 'Sarif.Multitool'), os.X_OK):
        config.available_features.add('sarif-validator')
except ImportError:
    pass
config.substitutions.append((_word_start + 'FileCheck' + _word_end, filecheck))
config.substitutions.append((_word_start + 'not' + _word_end, not_tool))

# Keep the environment small and deterministic; the interpreter must not
# depend on the caller's locale or on ASan/UBSan options of the host.
config.environment['LC_ALL'] = 'C'
# Chromium and the SARIF validator (.NET) want a home directory.
config.environment['HOME'] = os.environ.get('HOME', tempfile.gettempdir())
config.environment['PATH'] = os.pathsep.join(
    [llvm_bin, os.environ.get('PATH', '/usr/bin:/bin')])
