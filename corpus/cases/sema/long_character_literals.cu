// #1654 "too many characters in character literal -- extra leading characters ignored": a
// plain or wide character literal of five or more characters; of two to four, #1422
// (plain) and #26 (wide). Escapes count one character each.
int a = 'ab';
int b = 'abcd';
int c = 'abcde';
int d = L'ab';
int e = L'abcd';
int f = L'abcde';
int g = '\1\2\3\4\5\6';
int h = 'abcdefghij';
int i = L'abcdefghij';
int j = '\x41\x42\x43\x44\x45';
int k = '\x41\x42\x43\x44';
__device__ int dev() { return 'vwxyz'; }
int main() { return 0; }
