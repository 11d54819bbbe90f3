only1
