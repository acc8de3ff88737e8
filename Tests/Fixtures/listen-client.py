#!/usr/bin/env python3
"""A client of tick's --listen server for the tests (ListenTests.swift), on Python's http.client.

ADDR is `port:N` (on 127.0.0.1), `at:HOST:N` or `unix:PATH`. Each command prints what the
tests read:

  get ADDR [QUERY] [--key K]   prints the status, then the body
  post ADDR BODY [--key K]     prints the status, then the body
  send ADDR METHOD BODY [HEADER:VALUE ...]
                               sends the request with these headers (a Host given replaces
                               the usual one); prints the status, then the body
  burst ADDR N BODY            posts BODY with `N>` put for `N` (1, 2, …) N times; prints
                               how many answers had each status, as `200:x 503:y`
  raw ADDR HEX                 sends the bytes, closes its sending side, prints the status line
                               of the answer or `closed` (no answer)
  slow ADDR SECONDS            sends a request's first bytes, prints `sent`, sends nothing more,
                               then prints the status line of what came back (waiting at most
                               SECONDS and 10 more) or `closed`
  flood ADDR N SECONDS         holds N connections open without a byte for SECONDS, then
                               prints how many the server closed (answered or dropped)
  fuzz ADDR SEED N             sends N malformed requests (random bytes, truncated heads, wrong
                               lengths, bad methods, bodies cut short) and prints
                               `answered A dropped D`; every answer must be a 4xx status line
"""

import http.client
import random
import socket
import sys
import time


class UnixConnection(http.client.HTTPConnection):
    """http.client over a Unix socket."""

    def __init__(self, path, timeout):
        super().__init__("localhost", timeout=timeout)
        self.path = path

    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.path)


def host_port(where, kind):
    if kind == "at":
        host, _, port = where.rpartition(":")
        return host, int(port)
    return "127.0.0.1", int(where)


def connection(addr, timeout=10):
    kind, _, where = addr.partition(":")
    if kind == "unix":
        return UnixConnection(where, timeout)
    host, port = host_port(where, kind)
    return http.client.HTTPConnection(host, port, timeout=timeout)


def raw_socket(addr, timeout=10):
    kind, _, where = addr.partition(":")
    if kind == "unix":
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.settimeout(timeout)
        s.connect(where)
    else:
        s = socket.create_connection(host_port(where, kind), timeout=timeout)
    return s


def key_header(args):
    if "--key" in args:
        return {"x-api-key": args[args.index("--key") + 1]}
    return {}


def answer_line(s):
    """The status line the server sent on `s`, or `closed`."""
    data = b""
    try:
        while b"\r\n" not in data:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    except (socket.timeout, ConnectionResetError):
        pass
    line = data.split(b"\r\n", 1)[0].decode("latin-1")
    return line if line else "closed"


def main(argv):
    command, addr = argv[0], argv[1]
    if command == "get":
        query = argv[2] if len(argv) > 2 and not argv[2].startswith("--") else ""
        c = connection(addr)
        c.request("GET", "/" + query, headers=key_header(argv))
        r = c.getresponse()
        print(r.status)
        sys.stdout.write(r.read().decode())
    elif command == "post":
        c = connection(addr)
        c.request("POST", "/", body=argv[2].encode(), headers=key_header(argv))
        r = c.getresponse()
        print(r.status)
        sys.stdout.write(r.read().decode())
    elif command == "send":
        method, body = argv[2], argv[3].encode()
        headers = dict(h.split(":", 1) for h in argv[4:])
        c = connection(addr)
        c.putrequest(method, "/", skip_host="Host" in headers)
        for name, value in headers.items():
            c.putheader(name, value.strip())
        if method == "POST":
            c.putheader("Content-Length", str(len(body)))
        c.endheaders(body if method == "POST" else None)
        r = c.getresponse()
        print(r.status)
        sys.stdout.write(r.read().decode())
    elif command == "burst":
        counts = {}
        for n in range(1, int(argv[2]) + 1):
            c = connection(addr)
            c.request("POST", "/", body=argv[3].replace("N>", "%d>" % n).encode())
            status = c.getresponse().status
            counts[status] = counts.get(status, 0) + 1
            c.close()
        print(" ".join("%d:%d" % kv for kv in sorted(counts.items())))
    elif command == "raw":
        s = raw_socket(addr)
        s.sendall(bytes.fromhex(argv[2]))
        s.shutdown(socket.SHUT_WR)
        print(answer_line(s))
    elif command == "slow":
        s = raw_socket(addr, timeout=float(argv[2]) + 10)
        s.sendall(b"POST / HTTP/1.1\r\nContent-Le")
        print("sent", flush=True)
        print(answer_line(s))
    elif command == "flood":
        held = [raw_socket(addr) for _ in range(int(argv[2]))]
        time.sleep(float(argv[3]))
        closed = 0
        for s in held:
            s.setblocking(False)
            try:
                closed += 1 if s.recv(1) == b"" else 0
            except BlockingIOError:
                pass
            except ConnectionResetError:
                closed += 1
            s.close()
        print(closed)
    elif command == "fuzz":
        rng = random.Random(int(argv[2]))
        answered = dropped = 0
        for _ in range(int(argv[3])):
            s = raw_socket(addr, timeout=10)
            s.sendall(fuzz_request(rng))
            s.shutdown(socket.SHUT_WR)
            line = answer_line(s)
            s.close()
            if line == "closed":
                dropped += 1
            elif line.startswith("HTTP/1.1 4"):
                answered += 1
            else:
                print("unexpected answer:", line)
                return 1
        print("answered", answered, "dropped", dropped)
    return 0


def fuzz_request(rng):
    """One request that is wrong in some way."""
    kind = rng.randrange(7)
    if kind == 0:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400)))
    if kind == 1:
        head = b"POST / HTTP/1.1\r\nContent-Length: 20\r\n\r\nchange-query(x)"
        return head[: rng.randrange(1, len(head))]
    if kind == 2:
        body = b"change-query(fuzz)"
        return b"POST / HTTP/1.1\r\nContent-Length: %d\r\n\r\n%s" % (len(body) + rng.randrange(1, 50), body)
    if kind == 3:
        method = rng.choice([b"PUT", b"DELETE", b"get", b"POSTX", b"", b"GET /x", b"\x00"])
        return method + b" / HTTP/1.1\r\n\r\n"
    if kind == 4:
        return b"POST / HTTP/1.1\r\nContent-Length: %s\r\n\r\nup" % rng.choice([b"-1", b"0", b"x", b"99999999999", b"2000000"])
    if kind == 5:
        return b"POST / HTTP/1.1\r\nContent-Length: 12\r\n\r\nnot-an-actn("
    return b"GET / HTTP/1.1\r\n" + b"X: " + b"a" * rng.randrange(17000, 40000) + b"\r\n\r\n"


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
