// `#pragma nv_diagnostic push`/`pop` in device code is cicc's own (no #20199); EDG's older
// names (`diag_suppress`, `diagnostic push`) and other compilers' pragmas are not.
__global__ void k(int *o) {
#pragma nv_diagnostic push
#pragma nv_diagnostic pop
#pragma diag_suppress 177
#pragma diag_default 177
#pragma clang diagnostic push
#pragma warning(disable: 4996)
#pragma nounroll
  for (int i = 0; i < 4; i++) o[i] = i;
#pragma diagnostic push
#pragma diagnostic pop
#pragma nv_diag_warning 177
#pragma region
#pragma endregion
  o[0] = 1;
}
