// flags: -std=c++17
#include <bits/stdc++.h>
