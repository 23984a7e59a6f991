"""A real `kg serve` process on 127.0.0.1 for tests, and plain HTTP GETs to it."""
from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path
from urllib.parse import urlparse


class Server:
    """`python -m kg serve OUT --port 0` in a subprocess; the URL is read from its first line."""

    def __init__(self, out: Path):
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kg", "serve", str(out), "--port", "0"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        line = self.proc.stdout.readline()
        if not line.startswith("kg serve: http://"):
            self.stop()
            raise AssertionError(f"kg serve did not start: {line!r} {self.proc.stderr.read()}")
        self.base = line.split()[2].rstrip("/")
        assert urlparse(self.base).hostname == "127.0.0.1"

    def get(self, path: str, headers: dict | None = None) -> tuple[int, str, dict]:
        req = urllib.request.Request(self.base + path, headers=headers or {})
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return resp.status, resp.read().decode("utf-8"), dict(resp.headers)
        except urllib.error.HTTPError as err:
            return err.code, err.read().decode("utf-8"), dict(err.headers)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:  # pragma: no cover
            self.proc.kill()
            self.proc.wait()
        for stream in (self.proc.stdout, self.proc.stderr):
            stream.close()
