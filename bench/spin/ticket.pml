/* Ticket lock for N processes (-DN=2 or 3, default 2) with tickets counted
 * modulo M (default N + 1); twin of ticket.c.  Taking a ticket is one d_step
 * (a fetch-and-increment modulo M).  -DBUG takes it with a separate read and
 * write instead: two processes can draw the same ticket and enter together. */
#ifndef N
#define N 2
#endif
#ifndef M
#define M (N + 1)
#endif

byte next_ticket;
byte now_serving;
byte ncs;

proctype T() {
  byte my;
  do
  ::
#ifdef BUG
     my = next_ticket;
     next_ticket = (my + 1) % M;
#else
     d_step { my = next_ticket; next_ticket = (my + 1) % M };
#endif
     now_serving == my;
     ncs++;
     assert(ncs == 1);
     ncs--;
     now_serving = (my + 1) % M
  od
}

init {
  run T();
  run T();
#if N > 2
  run T();
#endif
#if N > 3
  run T();
#endif
}
