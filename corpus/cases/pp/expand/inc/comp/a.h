comp_a_h __FILE__
