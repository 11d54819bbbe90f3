struct Acc {
  int total;
  Acc &operator(int v);
};
