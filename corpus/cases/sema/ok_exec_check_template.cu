#pragma nv_exec_check_disable
template <class F> __host__ __device__ void call(F f) { f(); }
void hostfn() {}
int main() { call(hostfn); return 0; }
