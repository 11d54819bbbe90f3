sys2_h
#warning "warning inside a system header"
