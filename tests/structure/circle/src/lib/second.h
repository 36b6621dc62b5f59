/* The other half. */
int second(void);
