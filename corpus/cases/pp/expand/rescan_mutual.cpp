// Mutual recursion: each name is disabled while its own expansion is being rescanned.
#define AA BB
#define BB AA
AA BB
#define F(x) G(x)
#define G(x) F(x)
F(1) G(2)
#define P(x) Q(x) + 1
#define Q(x) P(x) * 2
P(0)
#define ONE TWO
#define TWO THREE
#define THREE ONE
ONE TWO THREE
