// GNU line markers `# NUMBER "FILE" FLAGS` as directives in the source.
__LINE__ __FILE__
# 33 "file.cpp"
__LINE__ __FILE__
# 50
__LINE__ __FILE__
#123
__LINE__ __FILE__
# 7 "sys.h" 3
__LINE__ __FILE__ system_flag
# 200 "linemarker_directive.cpp"
end
