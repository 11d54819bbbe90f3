// [cpp.concat] example: ## produced by pasting # and # is not an operator.
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
hash_hash
