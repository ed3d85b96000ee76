/* Captures what the program writes to stdout between capture_begin() and
 * capture_end(), for tests that check device printf output themselves. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int capture_saved_fd = -1;
static FILE *capture_file;

static void capture_begin(void)
{
    fflush(stdout);
    capture_file = tmpfile();
    if (!capture_file) {
        printf("FAIL tmpfile\n");
        exit(1);
    }
    capture_saved_fd = dup(1);
    dup2(fileno(capture_file), 1);
}

/* The captured text, NUL-terminated (malloc'd). */
static char *capture_end(void)
{
    fflush(stdout);
    dup2(capture_saved_fd, 1);
    close(capture_saved_fd);
    long n = ftell(capture_file);
    if (n < 0)
        n = 0;
    char *text = (char *)malloc((size_t)n + 1);
    rewind(capture_file);
    size_t got = fread(text, 1, (size_t)n, capture_file);
    text[got] = 0;
    fclose(capture_file);
    return text;
}
