_Pragma("once")
once_pragma_op_body
