__managed__ int mv;
int h() { return mv; }
