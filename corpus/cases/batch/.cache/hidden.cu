int hidden( {
