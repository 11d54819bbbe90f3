sub_b __FILE__
