// Unknown and target pragmas pass through to the output (whitespace normalized, comments
// dropped); GCC poison and GCC dependency are consumed.
#pragma unroll 4
#pragma unroll
#pragma nv_diag_suppress 177
#pragma nv_exec_check_disable
#pragma hd_warning_disable
#pragma pack(push, 1)
#pragma pack(pop)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused"
#pragma GCC diagnostic pop
#pragma   some_vendor   thing( a ,b )   // comment
#pragma
#pragma omp parallel for
#pragma STDC FP_CONTRACT ON
#pragma GCC visibility push(default)
#pragma GCC visibility pop
#pragma GCC poison forbidden
#pragma GCC dependency "pragma_unknown.cpp"
#pragma weak sym
  #  pragma indented
end
