// The host destructor a local object of device code runs is reported by cicc at each way out
// of its block after the declaration, at the keyword: a `return` (of the block's function,
// whatever block it is in), a `break` or `continue` of a loop (range-based too) or switch
// outside the block (not of one inside it), even where it is not reached; and at the block's
// `}` only where control may reach it (not after a `return` or `continue`, nor after an
// `if`/`else` whose branches both leave, nor after `if (1) return;`). Objects of the
// enclosing blocks too, at the same keyword. A `return` before the declaration runs none.
struct OD { ~OD() {} };
struct OE { ~OE() {} };
struct DD { __device__ ~DD() {} };
__device__ void q(int);
__device__ void early(int i) {
  {
    OD r;
    if (i)
      return;
    q(i);
  }
}
__device__ int value(int i) {
  {
    OD r;
    if (i)
      return i + 1;
    q(i);
  }
  return 0;
}
__device__ void nested(int i) {
  {
    OD a;
    {
      OE b;
      if (i) { OD u; return; }
      q(i);
    }
    q(2);
  }
}
__device__ void loops(int i) {
  while (i) {
    OD a;
    if (i > 2)
      break;
    if (i > 3)
      continue;
    for (;;) {
      if (i)
        break;
      if (i > 3)
        continue;
    }
    switch (i) {
      case 1:
        break;
      case 2:
        continue;
      case 3: { OE s; break; }
    }
    q(i);
  }
}
__device__ void leaves(int i) {
  {
    OD r;
    q(i);
    return;
  }
}
__device__ void both_leave(int i) {
  while (i) {
    OD r;
    if (i) break;
    else continue;
  }
}
__device__ void unreached(int i) {
  {
    OD r;
    return;
    if (i) return;
    return;
  }
}
__device__ void always(int i) {
  {
    OD r;
    if (1)
      return;
    q(i);
  }
}
__device__ void before(int i) {
  {
    if (i)
      return;
    OD r;
    q(i);
  }
}
__device__ void ends(int i) {
  do {
    OD r;
    if (i) continue;
    q(i);
  } while (i);
  {
    OD r;
    for (;;) { if (i) break; }
  }
}
__global__ void kernel(int i) {
  {
    OD r;
    if (i) return;
  }
}
__host__ __device__ void either(int i) {
  {
    OD r;
    if (i) return;
    q(i);
  }
}
__device__ void device_side(int i) {
  {
    DD d;
    if (i) return;
  }
}
void host(int i) {
  {
    OD h;
    if (i) return;
  }
}
__device__ void ranges(int i) {
  int values[3] = {1, 2, 3};
  for (int x : values) {
    OD r;
    if (x) continue;
    q(x);
  }
}
