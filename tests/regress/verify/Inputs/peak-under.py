# peak-under.py FILE LIMIT_MB: FILE is /usr/bin/time's output whose last
# word is the peak resident set in KB; it must be under LIMIT_MB + 10 %.
import sys

kb = int(open(sys.argv[1]).read().split()[-1])
limit = int(sys.argv[2])
if kb > limit * 1.1 * 1024:
    sys.exit("peak resident memory %d MB is over %d MB + 10 %%" % (kb // 1024, limit))
