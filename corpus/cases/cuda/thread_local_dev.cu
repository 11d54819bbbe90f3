__global__ void k() { thread_local int t = 0; }
