// A tokenizer over nondet characters: numbers, identifiers, operators,
// comments and errors.
extern char __VERIFIER_nondet_char(void);

int main(void) {
  int numbers = 0, idents = 0, ops = 0, errors = 0, inComment = 0;
  char prev = ' ';
  for (int i = 0; i < 16; i++) {
    char c = __VERIFIER_nondet_char();
    if (c == 0) break;
    if (inComment) {
      if (prev == '*' && c == '/') inComment = 0;
    } else if (prev == '/' && c == '*') {
      inComment = 1;
      ops--;
    } else if (c >= '0' && c <= '9') {
      if (!(prev >= '0' && prev <= '9')) numbers++;
    } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') {
      if (!((prev >= 'a' && prev <= 'z') || (prev >= 'A' && prev <= 'Z') || prev == '_')) idents++;
    } else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '=') {
      ops++;
    } else if (c != ' ' && c != '\n') {
      errors++;
    }
    prev = c;
  }
  if (inComment) errors++;
  if (numbers == 2 && idents == 1 && ops == 1) return 100;
  return numbers + idents + ops - errors;
}
