struct T {
  T operator+(const T &) const;
  bool operator<=>(const T &) const = default;
  T &operator<<=(int);
  void *operator new[](unsigned long);
  void operator delete(void *) noexcept;
  int operator()(int) const;
  int &operator[](int);
  explicit operator int() const;
};
T operator""_t(unsigned long long);
bool b = a < b && c > (d >> 2) || e <=> f;
