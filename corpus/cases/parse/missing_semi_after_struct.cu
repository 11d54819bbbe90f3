struct Point {
  int x;
  int y;
}

int origin_x = 0;
