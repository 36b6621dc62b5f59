/* Half of a circle that include_cycles must find. */
int first(void);
