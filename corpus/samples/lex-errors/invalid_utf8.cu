int café = 1;
int okÃ© = 2;
int bad = ÿş 3;
int truncâ‚ = 4;
int surrogateí € = 5;
