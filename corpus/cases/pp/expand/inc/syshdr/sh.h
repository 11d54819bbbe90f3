before_system_header_pragma
#pragma GCC system_header
after_system_header_pragma __LINE__
#warning "still reported"
