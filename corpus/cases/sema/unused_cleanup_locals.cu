// #177 and #550 and `__attribute__((cleanup(fn)))`: the cleanup call uses the local, and
// nvcc warns of neither (`x`, `y`); a local beside them without it still gets both.
void cleanupfn(int *) {}
void user() {
  int x __attribute__((cleanup(cleanupfn)));
  int y __attribute__((cleanup(cleanupfn)));
  y = 2;
  int z __attribute__((__cleanup__(cleanupfn))) = 1;
  int plain;
  int set_only;
  set_only = 2;
}
__device__ void dev_cleanup(int *) {}
__device__ void device_user() {
  int d __attribute__((cleanup(dev_cleanup)));
  int plain_device;
}
int main() { user(); return 0; }
