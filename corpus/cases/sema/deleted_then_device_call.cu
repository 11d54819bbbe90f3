// A deleted function named in EC1776 counts as cudafe++'s first naming of a callee: the
// device function called after it is named mangled; EC1776 itself keeps the written name.
void gone(int) = delete;
__device__ void d5(int) {}
void h() {
  gone(1);
  d5(1);
}
void h2() {
  d5(2);
  gone(2);
}
