/* Peterson's mutual exclusion for 2 processes; twin of peterson.c.
 * -DBUG writes turn before the own flag, which breaks mutual exclusion. */
bit flag[2];
bit turn;
byte ncs;

proctype P(bit me; bit other) {
  do
  ::
#ifdef BUG
     turn = other;
     flag[me] = 1;
#else
     flag[me] = 1;
     turn = other;
#endif
     do
     :: flag[other] == 0 -> break
     :: else ->
        if
        :: turn == other
        :: else -> break
        fi
     od;
     ncs++;
     assert(ncs == 1);
     ncs--;
     flag[me] = 0
  od
}

init {
  run P(0, 1);
  run P(1, 0)
}
