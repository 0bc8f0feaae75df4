// Bad input stops bench before any run with a one-line error and exit 2.
// RUN: %ferret bench %S/Inputs/no-such-dir --ferret-binary %S/Inputs/fake-ferret.sh > %t.1 2>&1; echo "exit=$?" >> %t.1
// RUN: FileCheck %s --check-prefix=MISSING --input-file %t.1 && count 2 < %t.1
// MISSING: ferret: error: {{.*}}/Inputs/no-such-dir: no such file or directory
// MISSING-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/properties --ferret-binary %S/Inputs/fake-ferret.sh > %t.2 2>&1; echo "exit=$?" >> %t.2
// RUN: FileCheck %s --check-prefix=NOTASKS --input-file %t.2 && count 2 < %t.2
// NOTASKS: ferret: error: no task files (*.yml) found in {{.*}}/Inputs/properties
// NOTASKS-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/bad/broken-yaml --ferret-binary %S/Inputs/fake-ferret.sh > %t.3 2>&1; echo "exit=$?" >> %t.3
// RUN: FileCheck %s --check-prefix=YAML --input-file %t.3 && count 2 < %t.3
// YAML: ferret: error: {{.*}}/broken-yaml/broken.yml:{{[0-9]+}}: {{.+}}
// YAML-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/bad/missing-prp --ferret-binary %S/Inputs/fake-ferret.sh > %t.4 2>&1; echo "exit=$?" >> %t.4
// RUN: FileCheck %s --check-prefix=PRP --input-file %t.4 && count 2 < %t.4
// PRP: ferret: error: {{.*}}/missing.yml:4: property file {{.*}}/Inputs/properties/no-such-property.prp not found
// PRP-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/bad/no-properties --ferret-binary %S/Inputs/fake-ferret.sh > %t.5 2>&1; echo "exit=$?" >> %t.5
// RUN: FileCheck %s --check-prefix=NOPROPS --input-file %t.5 && count 2 < %t.5
// NOPROPS: ferret: error: {{.*}}/empty.yml:1: task has no properties
// NOPROPS-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/fake-ferret.sh --ferret-binary %S/Inputs/fake-ferret.sh > %t.6 2>&1; echo "exit=$?" >> %t.6
// RUN: FileCheck %s --check-prefix=NOTYML --input-file %t.6 && count 2 < %t.6
// NOTYML: ferret: error: {{.*}}/fake-ferret.sh: not a .yml task file
// NOTYML-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/tasks --timeout -1 --ferret-binary %S/Inputs/fake-ferret.sh > %t.7 2>&1; echo "exit=$?" >> %t.7
// RUN: FileCheck %s --check-prefix=TIMEOUT --input-file %t.7 && count 2 < %t.7
// TIMEOUT: ferret: error: --timeout: must be a number of seconds from 0 (none) to 100000000, not -1
// TIMEOUT-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/tasks --csv %t.no-such-dir/out.csv --ferret-binary %S/Inputs/fake-ferret.sh > %t.8 2>&1; echo "exit=$?" >> %t.8
// RUN: FileCheck %s --check-prefix=CSV --input-file %t.8 && count 2 < %t.8
// CSV: ferret: error: cannot write {{.*}}/out.csv: No such file or directory
// CSV-NEXT: exit=2
//
// RUN: %ferret bench %S/Inputs/tasks --ferret-binary %S/Inputs/properties/unreach-call.prp > %t.9 2>&1; echo "exit=$?" >> %t.9
// RUN: FileCheck %s --check-prefix=BINARY --input-file %t.9 && count 2 < %t.9
// BINARY: ferret: error: cannot execute {{.*}}/unreach-call.prp
// BINARY-NEXT: exit=2
