namespace n { __managed__ const int m = 1; }
