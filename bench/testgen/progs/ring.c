// A ring buffer: enqueue and dequeue operations chosen by inputs.
extern int __VERIFIER_nondet_int(void);

#define N 4
struct ring { int data[N]; unsigned head, tail, count; };

int put(struct ring *r, int v) {
  if (r->count == N) return 0;
  r->data[r->tail] = v;
  r->tail = (r->tail + 1) % N;
  r->count++;
  return 1;
}

int get(struct ring *r, int *v) {
  if (r->count == 0) return 0;
  *v = r->data[r->head];
  r->head = (r->head + 1) % N;
  r->count--;
  return 1;
}

int main(void) {
  struct ring r = {{0}, 0, 0, 0};
  int lost = 0, empty = 0, sum = 0, wrapped = 0;
  for (int k = 0; k < 12; k++) {
    int v;
    if (__VERIFIER_nondet_int()) {
      if (!put(&r, k)) lost++;
      if (r.tail == 0 && r.count > 0) wrapped = 1;
    } else if (get(&r, &v)) {
      sum += v;
    } else {
      empty++;
    }
  }
  if (wrapped && lost > 2 && empty > 1) return 3;
  return sum % 7;
}
