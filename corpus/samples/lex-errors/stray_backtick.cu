int x = `echo 1`;
