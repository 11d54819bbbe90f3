comp_h __FILE__
