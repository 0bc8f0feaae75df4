// A device with one field per kind of event; each handler keeps its own
// field in range and writes nothing else.  Proved by the SMT engine with
// summaries (bench/RESULTS.md, issue 18): each handler's frame is one field.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct device {
  long bytes;
  int errors;
  short retries;
  char state;
  unsigned char flags;
};
struct device dev;
void on_data(struct device *d) { if (d->bytes < 1000) d->bytes = d->bytes + 1; }
void on_error(struct device *d) { if (d->errors < 10) d->errors = d->errors + 1; }
void on_retry(struct device *d) { d->retries = d->retries < 3 ? d->retries + 1 : 0; }
void on_open(struct device *d) { d->state = 1; }
void on_close(struct device *d) { d->state = 0; }
void on_flag(struct device *d) { d->flags = d->flags ^ 1; }
void dispatch(struct device *d, int e) {
  if (e == 0) on_data(d);
  else if (e == 1) on_error(d);
  else if (e == 2) on_retry(d);
  else if (e == 3) on_open(d);
  else if (e == 4) on_close(d);
  else on_flag(d);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  while (n-- > 0) dispatch(&dev, __VERIFIER_nondet_int());
  if (dev.bytes > 1000 || dev.errors > 10 || dev.retries > 3 || dev.state > 1 || dev.flags > 1) reach_error();
  return 0;
}
