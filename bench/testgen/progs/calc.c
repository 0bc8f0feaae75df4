// A stack calculator driven by nondet opcodes.
extern int __VERIFIER_nondet_int(void);

enum { PUSH, ADD, SUB, MUL, DIV, DUP, SWAP, HALT };

int main(void) {
  int stack[8], sp = 0, steps = 0, errors = 0;
  for (;;) {
    int op = __VERIFIER_nondet_int();
    if (++steps > 12)
      break;
    switch (op) {
      case PUSH:
        if (sp == 8) { errors++; break; }
        stack[sp++] = __VERIFIER_nondet_int() % 100;
        break;
      case ADD: case SUB: case MUL: case DIV:
        if (sp < 2) { errors++; break; }
        {
          int b = stack[--sp], a = stack[--sp];
          if (op == ADD) a += b;
          else if (op == SUB) a -= b;
          else if (op == MUL) a *= b;
          else if (b == 0) { errors++; a = 0; }
          else a /= b;
          stack[sp++] = a;
        }
        break;
      case DUP:
        if (sp == 0 || sp == 8) { errors++; break; }
        stack[sp] = stack[sp - 1];
        sp++;
        break;
      case SWAP:
        if (sp < 2) { errors++; break; }
        { int t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; }
        break;
      case HALT:
        return sp > 0 && stack[sp - 1] == 42 ? 42 : errors;
      default:
        errors++;
    }
  }
  return errors;
}
