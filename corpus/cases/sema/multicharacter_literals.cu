// A plain character literal of two or more characters draws #1422 "multicharacter character
// literal (potential portability problem)" on both passes, wherever it is: an initializer,
// an operand, an enumerator's value, a template argument. Escapes count one character each;
// `L'ab'` draws #26 instead.
int k1() { int x = 'ab'; return x; }
int k2() { return 'abcd' + L'ab'; }
int k3() { return '\n' + '\x41' + '\'' + 'a' + '\101' + '\\'; }
enum { E1 = 'ab' };
template <int N> int tk() { return N; }
int k4() { return tk<'xy'>(); }
