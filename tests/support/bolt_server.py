"""A real Bolt server for tests and benchmarks: ArcadeDB (embedded wheel) with its Bolt plugin.

The server runs in a child process (this file run as a script) whose working directory is
its own root folder, because ArcadeDB writes its logs to ./log and its JVM must not share the
caller's interpreter (stopping it in-process at exit is fragile). The parent talks to it through
stdin: a line "stop" (or EOF) stops it cleanly. stop() can be followed by start() on the same
root and port, which is how tests take the server away in the middle of a load and bring it back.

    with BoltServer(tmp_dir) as srv:
        driver = GraphDatabase.driver(srv.uri, auth=srv.auth)
        ... database=srv.database ...
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path

READY = "KG-BOLT-READY"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def arcadedb_version() -> str:
    try:
        from importlib.metadata import version

        return version("arcadedb-embedded")
    except Exception:  # pragma: no cover
        return "unknown"


class BoltServer:
    def __init__(self, root: str | Path, password: str = "kg-test-Pw1", database: str = "kg",
                 port: int | None = None, start_timeout: float = 180.0):
        self.root = Path(root).resolve()
        self.password = password
        self.database = database
        self.port = port or free_port()
        self.http_port = free_port()
        self.start_timeout = start_timeout
        self.proc: subprocess.Popen | None = None

    @property
    def uri(self) -> str:
        return f"bolt://127.0.0.1:{self.port}"

    @property
    def auth(self) -> tuple[str, str]:
        return ("root", self.password)

    def start(self) -> "BoltServer":
        if self.proc is not None and self.proc.poll() is None:
            return self
        self.root.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, KG_BOLT_PASSWORD=self.password)
        self.log = open(self.root / "server.out", "ab")
        self.proc = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), str(self.root / "databases"), str(self.port),
             str(self.http_port), self.database],
            cwd=self.root, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log,
        )
        deadline = time.monotonic() + self.start_timeout
        assert self.proc.stdout is not None
        while True:
            line = self.proc.stdout.readline().decode("utf-8", "replace")
            if READY in line:
                break
            if not line and self.proc.poll() is not None:
                raise RuntimeError(f"ArcadeDB server exited with {self.proc.returncode}; see {self.root / 'server.out'}")
            if time.monotonic() > deadline:
                self.kill()
                raise RuntimeError("ArcadeDB server did not start in time")
        self._wait_port()
        return self

    def _wait_port(self) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError(f"nothing listening on {self.uri}")

    def stop(self, timeout: float = 60.0) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if proc.poll() is None:
            try:
                assert proc.stdin is not None
                proc.stdin.write(b"stop\n")
                proc.stdin.flush()
                proc.stdin.close()
                proc.wait(timeout=timeout)
            except (OSError, subprocess.TimeoutExpired):
                proc.kill()
                proc.wait()
        if proc.stdout:
            proc.stdout.close()
        self.log.close()

    def kill(self) -> None:
        """Stop abruptly (SIGKILL), like a crashed server."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        proc.kill()
        proc.wait()
        for f in (proc.stdin, proc.stdout):
            if f:
                f.close()
        self.log.close()

    def __enter__(self) -> "BoltServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def _serve(root: str, port: int, http_port: int, database: str) -> None:  # pragma: no cover - child
    import arcadedb_embedded

    srv = arcadedb_embedded.create_server(
        root,
        root_password=os.environ["KG_BOLT_PASSWORD"],
        config={
            "host": "127.0.0.1",
            "http_port": http_port,
            "server_plugins": "Bolt:com.arcadedb.bolt.BoltProtocolPlugin",
            "bolt_port": port,
        },
    )
    srv.start()
    try:
        srv.create_database(database)
        print(READY, port, flush=True)
        for line in sys.stdin:
            if line.strip() == "stop":
                break
    finally:
        srv.stop()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)  # the JVM has been stopped; skip interpreter teardown, which can crash it


if __name__ == "__main__":  # pragma: no cover
    _serve(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
