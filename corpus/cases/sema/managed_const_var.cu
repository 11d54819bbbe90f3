__managed__ const int m = 1;
