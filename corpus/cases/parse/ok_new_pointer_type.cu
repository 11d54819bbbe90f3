void g() {
    int **p;
    p = new int*;
    int **q = new int*;
    delete p; delete q;
}
int **r = new int*;
