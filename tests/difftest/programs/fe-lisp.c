/* rxi/fe (MIT licence, copyright in fe/fe.c), a tiny Lisp interpreter,
 * unchanged, built as its own standalone REPL: a mark-and-sweep collector
 * over a fixed arena that tags its cells' pointers in their low byte, and
 * setjmp/longjmp error recovery.  Its input is fe's game-of-life script
 * with a few lines of ours: errors to recover from, closures, strings. */
#define FE_STANDALONE
#include "fe/fe.c"
