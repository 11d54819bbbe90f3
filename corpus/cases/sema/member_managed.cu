struct S { __managed__ int m; };
