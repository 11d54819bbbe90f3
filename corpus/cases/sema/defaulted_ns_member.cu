namespace n { struct S { __host__ S() = default; }; }
