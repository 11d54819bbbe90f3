#include <vector>
#include <algorithm>
int h() { std::vector<int> v{3, 1, 2}; std::sort(v.begin(), v.end()); return v[0]; }
