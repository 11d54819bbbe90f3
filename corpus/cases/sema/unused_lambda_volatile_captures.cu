// #177 of a variable a lambda initializes: a capture by copy of a volatile
// scalar reads it, an effect, and nvcc is quiet (`l1`, `l2`, `dl`); by reference it
// reads nothing, and a closure of non-volatile copies is reported as a scalar; so is the
// copy of a reference to a volatile (`l3`).
void h(volatile int vi, int i) {
  auto l1 = [vi]() { return vi; };
  volatile int lv = 1;
  auto l2 = [=]() { return lv; };
  volatile int &rv = lv;
  auto l3 = [rv]() { return rv; };
  auto by_reference = [&vi]() { return vi; };
  auto by_copy = [i]() { return i; };
  auto by_default_copy = [=]() { return i; };
}
__global__ void k(volatile int *p) {
  volatile int dv = *p;
  auto dl = [dv]() { return dv; };
  auto dref = [&dv]() { return dv; };
}
int main() { return 0; }
