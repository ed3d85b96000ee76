/*
 * The fuzz target of the front end (make fuzz, tests/fuzz/run.sh): one
 * input file, taken as preprocessed source, through everything cucc does
 * before the host compiler (lexing, inline PTX, skimming, parsing and
 * checks of device code, the SIMT passes, the emitter) with the output
 * thrown away.  Rejecting the input is fine; crashing or hanging is not.
 * AFL++ runs it in a fresh process per input (its fork server), which the
 * front end's global state needs.
 */
#include "driver/driver.h"

#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    return cucc_front_end_file(argv[1], "/dev/null");
}
