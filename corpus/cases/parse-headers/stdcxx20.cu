// flags: -std=c++20
#include <bits/stdc++.h>
