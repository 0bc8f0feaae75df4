// A binary or a file that is not C gets one line and exit status 2, from
// run and verify alike (it got seven Clang driver warnings and a message
// about compilation jobs).
// RUN: cp %S/Inputs/not-c.txt %t.txt && printf 'int main(void)\000{}' > %t.c
// RUN: %ferret run %t.txt 2> %t.err1; test $? -eq 2 && count 1 < %t.err1
// RUN: %ferret verify %t.txt 2> %t.err2; test $? -eq 2 && count 1 < %t.err2
// RUN: %ferret run %t.c 2> %t.err3; test $? -eq 2 && count 1 < %t.err3
// RUN: %ferret verify %t.c 2> %t.err4; test $? -eq 2 && count 1 < %t.err4
// RUN: FileCheck %s --check-prefix=TEXT --input-file %t.err1
// RUN: FileCheck %s --check-prefix=BINARY --input-file %t.err4
// TEXT: ferret: error: {{.*}}.txt: not a C source file (.c, or .i preprocessed)
// BINARY: ferret: error: {{.*}}.c: not a C source file (binary data)
int main(void) { return 0; }
