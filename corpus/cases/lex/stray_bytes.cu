int a @ b;
`  €ÿ x
