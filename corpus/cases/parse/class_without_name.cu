template <typename T>
class {
  T item;
};
