struct Point {
  int x;
  int y;
}

__device__ int norm1(Point p) { return p.x + p.y; }
