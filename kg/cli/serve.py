"""kg serve: browse a built graph in a local web app (search, pages, Cypher, trends, overview)."""
from __future__ import annotations

import argparse
import socket
from pathlib import Path

from kg.errors import KgError

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "serve",
        help="browse a built graph in a local web app",
        description=(
            "Serve OUT_DIR/graph.db (the embedded store written by `kg build`) as a local web app: "
            "search, paper, entity and task pages, a read-only Cypher box, trends and an overview. "
            "Pages are rendered on request; the database is opened read-only."
        ),
    )
    p.add_argument("out_dir", type=Path, metavar="OUT_DIR", help="the --out folder of `kg build` (holds graph.db)")
    p.add_argument("--port", type=int, default=8000, help="TCP port (default: 8000; 0 picks a free one)")
    p.add_argument("--host", default="127.0.0.1",
                   help="address to bind (default: 127.0.0.1, this machine only; another address exposes the graph)")
    p.set_defaults(func=run)


def bind(host: str, port: int) -> socket.socket:
    """A listening socket, bound here so that a taken port is one clear error, not a server log."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise KgError(f"cannot listen on {host}:{port} ({exc.strerror or exc})") from None
    sock.listen(128)
    return sock


def run(args: argparse.Namespace) -> int:
    import uvicorn

    from kg.serve.app import create_app

    if not 0 <= args.port <= 65535:
        raise KgError(f"--port {args.port}: expected 0..65535")
    app = create_app(args.out_dir, host=args.host)
    sock = bind(args.host, args.port)
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    if args.host not in LOOPBACK:
        print(f"kg serve: warning: listening on {args.host}, reachable from other machines", flush=True)
    print(f"kg serve: http://{shown}:{port}/ (Ctrl-C to stop)", flush=True)
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False))
    server.run(sockets=[sock])
    return 0
