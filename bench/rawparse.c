/* The physical limit for formc lint: read every file named on stdin (one path per line) and
 * pull every libyaml event, doing nothing with them. Prints the number of files and events. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(n > 0 ? (size_t)n : 1);
    *size = fread(buf, 1, (size_t)n, f);
    fclose(f);
    return buf;
}

int main(void) {
    char path[4096];
    long files = 0, events = 0, errors = 0;
    while (fgets(path, sizeof path, stdin)) {
        path[strcspn(path, "\n")] = 0;
        if (!*path) continue;
        size_t size = 0;
        unsigned char *buf = read_file(path, &size);
        if (!buf) { errors++; continue; }
        yaml_parser_t parser;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, buf, size);
        for (;;) {
            yaml_event_t event;
            if (!yaml_parser_parse(&parser, &event)) { errors++; break; }
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
            if (done) break;
        }
        yaml_parser_delete(&parser);
        free(buf);
        files++;
    }
    printf("%ld files, %ld events, %ld errors\n", files, events, errors);
    return errors ? 1 : 0;
}
