template <typename T
struct Box {
  T value;
};
