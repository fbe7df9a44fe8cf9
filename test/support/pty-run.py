"""Runs a command on a pseudo-terminal, as a person at a terminal would, and reports.

usage: python3 pty-run.py SPEC_JSON -- COMMAND [ARG...]

SPEC_JSON: {"waitFor": "text", "send": "yes\\r", "timeoutSeconds": 60}. Once `waitFor` has
appeared in what the command wrote, `send` is typed (a carriage return is Enter, \\u0003 is
Ctrl-C). Prints one JSON line: {"code": exit code (128 + N for signal N), "output": text}.
"""
import json
import os
import pty
import select
import signal
import sys
import time


def main() -> None:
    spec = json.loads(sys.argv[1])
    command = sys.argv[sys.argv.index("--") + 1 :]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    deadline = time.monotonic() + float(spec.get("timeoutSeconds", 60))
    output = b""
    sent = False
    wait_for = spec["waitFor"].encode()
    while True:
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            output += b"\n[pty-run: timed out]\n"
            break
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:  # EIO: the command closed the terminal
                break
            if not chunk:
                break
            output += chunk
        if not sent and wait_for in output:
            os.write(fd, spec["send"].encode())
            sent = True
    _, status = os.waitpid(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    if code < 0:
        code = 128 - code
    print(json.dumps({"code": code, "output": output.decode("utf-8", "replace"), "sent": sent}))


main()
