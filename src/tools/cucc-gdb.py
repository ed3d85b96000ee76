# cucc-gdb: gdb commands for the CUDA threads of a cucc program, loaded by
# bin/cucc-gdb (or `source cucc-gdb.py` in gdb).  Build with `cucc -G`:
# every kernel then runs on fibers, one frame stack per CUDA thread, with
# its threadIdx, blockIdx and locals.
#
#   info cuda threads       the stopped block's threads, in runs of one state
#   cuda thread (x,y,z)     run on until CUDA thread (x,y,z) of this block
#                           reaches the current line: focus moves there
#   cuda block (x,y,z)      the same for thread (0,0,0) of block (x,y,z)
#   cuda                    where the focus is: kernel, block, thread
#   break-kernel NAME       a breakpoint at the start of kernel NAME's
#                           device code (`break NAME` does the same: its
#                           location in the host-side stub is disabled)
#
# Backtraces name a kernel's frame after the kernel, without the
# cucc__dev_ of its device entry.
import re

import gdb
from gdb.FrameDecorator import FrameDecorator

PREFIXES = ("cucc__dev_", "cucc__loop_", "cucc__reg_")


def _triple(arg, what):
    nums = [int(n) for n in re.findall(r"\d+", arg)]
    if not 1 <= len(nums) <= 3:
        raise gdb.GdbError("usage: cuda %s (x,y,z)" % what)
    return (nums + [0, 0])[:3]


# The runtime's state is read from the program's memory (its library is
# built with -g), not asked for through calls into the program: on a Xeon
# with AMX state, Debian's gdb 13.1 failed to give the registers back after
# such a call ("Couldn't write extended state status: Bad address"), and
# `cuda` and `info cuda threads` failed with it.  Where the runtime has no
# debug information, the calls are the fallback.
def _block():
    """The block the stopped OS thread runs (the runtime's struct
    cucc__block, as cucc__worker_in_block finds it), or None outside a
    kernel; raises gdb.error where the runtime's variables are unknown."""
    w = gdb.parse_and_eval("'sched.c'::tls_worker")
    if int(w) == 0 or int(w["blk"]["grid"]) == 0:
        return None
    if int(gdb.parse_and_eval("::blockIdx.x")) == 0xFFFFFFFF:
        return None
    return w["blk"]


def _in_kernel():
    try:
        return _block() is not None
    except gdb.error:
        pass
    try:
        return int(gdb.parse_and_eval("(int)(::blockIdx.x != ~0u && cucc__worker_in_block() != 0)")) != 0
    except gdb.error:
        return False


def _dim(v):
    return (int(v["x"]), int(v["y"]), int(v["z"]))


def _print_threads(b):
    """What cucc__debug_threads (src/rt/debug.c) prints, from b's memory."""
    g = b["grid"].dereference()
    name = g["name"].string() if int(g["name"]) else "?"
    bx, by, bz = _dim(g["block"])
    print("kernel %s, grid (%d,%d,%d), block (%d,%d,%d) of (%d,%d,%d) threads"
          % ((name,) + _dim(g["grid"]) + _dim(gdb.parse_and_eval("blockIdx")) + (bx, by, bz)))
    if int(b["loop"]):
        print("  a thread loop or regions: the threads take turns on one stack; now threadIdx "
              "(%d,%d,%d)" % _dim(gdb.parse_and_eval("threadIdx")))
        return
    names = gdb.parse_and_eval("cucc__thread_state_names")   # (src/rt/debug.c)
    last = int(gdb.parse_and_eval("CUCC_T_EXITED"))
    unstarted = int(gdb.parse_and_eval("CUCC_T_UNSTARTED"))
    n, start, cur, thr = int(b["nthreads"]), int(b["next_start"]), int(b["cur"]), b["thr"]
    states = [int(thr[t]["state"]) if t < start else unstarted for t in range(n)]

    def where(t):
        return "(%d,%d,%d)" % (t % bx, t // bx % by, t // (bx * by))

    print("  %-24s %-24s %s" % ("threadIdx from", "to", "state"))
    t = 0
    while t < n:
        e = t
        while e + 1 < n and states[e + 1] == states[t] and e + 1 != cur and t != cur:
            e += 1
        s = states[t]
        print("%s %-24s %-24s %s" % ("*" if t == cur else " ", where(t), where(e),
                                     names[s].string() if 0 <= s <= last else "?"))
        t = e + 1


def _focus():
    t = gdb.parse_and_eval("threadIdx")
    b = gdb.parse_and_eval("blockIdx")
    return (int(t["x"]), int(t["y"]), int(t["z"])), (int(b["x"]), int(b["y"]), int(b["z"]))


def _run_until(cond):
    sal = gdb.selected_frame().find_sal()
    if sal.symtab is None:
        raise gdb.GdbError("cucc: no source line here to stop at again")
    where = "%s:%d" % (sal.symtab.filename, sal.line)
    # the user's breakpoints wait meanwhile: the focus moves to that thread
    others = [b for b in gdb.breakpoints() if b.enabled]
    for b in others:
        b.enabled = False
    bp = gdb.Breakpoint(where, temporary=True, internal=True)
    bp.condition = cond
    try:
        gdb.execute("continue")
    finally:
        for b in others:
            if b.is_valid():
                b.enabled = True


class Cuda(gdb.Command):
    """Where the focus is: kernel, block and thread (cuda thread, cuda block move it)."""

    def __init__(self):
        super().__init__("cuda", gdb.COMMAND_RUNNING, prefix=True)

    def invoke(self, arg, from_tty):
        if not _in_kernel():
            print("cucc: not stopped in a CUDA thread")
            return
        t, b = _focus()
        name = gdb.selected_frame().name() or "?"
        for p in PREFIXES:
            name = name.replace(p, "")
        print("kernel %s, block (%d,%d,%d), thread (%d,%d,%d)" % ((name,) + b + t))


class CudaThread(gdb.Command):
    """cuda thread (x,y,z): run on until that thread of this block reaches this line."""

    def __init__(self):
        super().__init__("cuda thread", gdb.COMMAND_RUNNING)

    def invoke(self, arg, from_tty):
        x, y, z = _triple(arg, "thread")
        _, b = _focus()
        _run_until("threadIdx.x == %d && threadIdx.y == %d && threadIdx.z == %d && "
                   "blockIdx.x == %d && blockIdx.y == %d && blockIdx.z == %d" % ((x, y, z) + b))


class CudaBlock(gdb.Command):
    """cuda block (x,y,z): run on until thread (0,0,0) of that block reaches this line."""

    def __init__(self):
        super().__init__("cuda block", gdb.COMMAND_RUNNING)

    def invoke(self, arg, from_tty):
        x, y, z = _triple(arg, "block")
        _run_until("blockIdx.x == %d && blockIdx.y == %d && blockIdx.z == %d && "
                   "threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0" % (x, y, z))


class InfoCudaThreads(gdb.Command):
    """The threads of the block being debugged, in runs of one state."""

    def __init__(self):
        super().__init__("info cuda threads", gdb.COMMAND_STATUS)

    def invoke(self, arg, from_tty):
        try:
            b = _block()
        except gdb.error:
            gdb.execute("call (int)cucc__debug_threads()", to_string=True)
            return
        if b is None:
            print("cucc: this thread is not running a CUDA block")
            return
        _print_threads(b)


class InfoCuda(gdb.Command):
    """info cuda threads: the CUDA threads of the stopped block."""

    def __init__(self):
        super().__init__("info cuda", gdb.COMMAND_STATUS, prefix=True)


class BreakKernel(gdb.Command):
    """break-kernel NAME: stop where kernel NAME's device code starts."""

    def __init__(self):
        super().__init__("break-kernel", gdb.COMMAND_BREAKPOINTS)

    def invoke(self, arg, from_tty):
        name = arg.strip()
        if not name:
            raise gdb.GdbError("usage: break-kernel NAME")
        gdb.Breakpoint("cucc__dev_" + name)


class KernelNames(FrameDecorator):
    def function(self):
        f = super().function()
        if isinstance(f, str):
            for p in PREFIXES:
                if f.startswith(p):
                    return f[len(p):]
        return f


class KernelFrames:
    def __init__(self):
        self.name = "cucc-kernel-names"
        self.priority = 100
        self.enabled = True
        gdb.frame_filters[self.name] = self

    def filter(self, frames):
        return map(KernelNames, frames)


def _on_breakpoint_created(bp):
    """`break KERNEL` also resolves to the host-side launch stub of that
    name: that location is disabled and a breakpoint at the kernel's device
    code (cucc__dev_KERNEL) takes its place."""
    if bp.type != gdb.BP_BREAKPOINT or not bp.is_valid():
        return
    for loc in getattr(bp, "locations", []):
        try:
            block = gdb.block_for_pc(loc.address)
            fn = block.function.name if block and block.function else ""
        except (RuntimeError, gdb.error):
            fn = ""
        base = fn.split("(")[0].split("::")[-1].strip()
        if not base or base.startswith("cucc__"):
            continue
        dev = "cucc__dev_" + base
        if gdb.lookup_global_symbol(dev) is None and gdb.lookup_static_symbol(dev) is None:
            try:
                gdb.parse_and_eval("&" + dev)
            except gdb.error:
                continue
        loc.enabled = False
        twin = gdb.Breakpoint(dev)     # (its own event skips it: cucc__ name)
        print("cucc-gdb: %s is a kernel: breakpoint %d stops in its device code instead of the "
              "host-side launch stub" % (base, twin.number))


gdb.events.breakpoint_created.connect(_on_breakpoint_created)
Cuda()
CudaThread()
CudaBlock()
InfoCuda()
InfoCudaThreads()
BreakKernel()
KernelFrames()
