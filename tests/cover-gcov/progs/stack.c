extern int __VERIFIER_nondet_int(void);
#define CAP 4
int items[CAP];
int top = 0;
int push(int v) {
  if (top == CAP)
    return 0;
  items[top++] = v;
  return 1;
}
int pop(int *v) {
  if (top == 0)
    return 0;
  *v = items[--top];
  return 1;
}
int main(void) {
  int ops = __VERIFIER_nondet_int(), fails = 0, v;
  while (ops-- > 0) {
    int cmd = __VERIFIER_nondet_int();
    if (cmd > 0)
      fails += !push(cmd);
    else
      fails += !pop(&v);
  }
  return fails;
}
