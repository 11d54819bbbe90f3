namespace cfg {
int width = 8;
}
int copy_width = cfg::::width;
