void f() { thread_local int t = 0; (void)t; }
