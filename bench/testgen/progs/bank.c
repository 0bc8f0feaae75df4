// Accounts with deposits, withdrawals and transfers; overdraft limits.
extern int __VERIFIER_nondet_int(void);

struct account { int balance, limit, frozen; };

int withdraw(struct account *a, int amount) {
  if (a->frozen) return -2;
  if (amount <= 0) return -1;
  if (a->balance - amount < -a->limit) return -3;
  a->balance -= amount;
  return 0;
}

int main(void) {
  struct account acc[3] = {{100, 0, 0}, {0, 50, 0}, {500, 100, 0}};
  int failures = 0;
  for (int k = 0; k < 6; k++) {
    int kind = __VERIFIER_nondet_int(), who = __VERIFIER_nondet_int(), amount = __VERIFIER_nondet_int() % 1000;
    if (who < 0 || who > 2) { failures++; continue; }
    struct account *a = &acc[who];
    if (kind == 0) {
      if (amount > 0) a->balance += amount;
      else failures++;
    } else if (kind == 1) {
      if (withdraw(a, amount) != 0) failures++;
    } else if (kind == 2) {
      struct account *b = &acc[(who + 1) % 3];
      int r = withdraw(a, amount);
      if (r == 0) b->balance += amount;
      else if (r == -3 && a->balance > 0) failures += 2;
      else failures++;
    } else {
      a->frozen = !a->frozen;
    }
  }
  if (acc[1].balance < 0 && acc[2].balance > 1000)
    return 1;
  return failures > 3;
}
