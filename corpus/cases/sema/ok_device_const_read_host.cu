__device__ const float a = -0.75f;
float h(float x) { return (a + 2) * x; }
