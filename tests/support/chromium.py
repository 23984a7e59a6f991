"""Headless Chromium for browser tests: Debian's /usr/bin/chromium through playwright-python.

Never a downloaded browser (`playwright install` is not used). Outside CI the tests skip when
Chromium or playwright is missing; under CI=true both must be there.
"""
from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import Iterator

import pytest

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


@contextlib.contextmanager
def chromium() -> Iterator:
    """A launched headless Chromium (a playwright Browser), closed on exit; skips when unavailable."""
    if not CHROMIUM.exists() and not IN_CI:
        pytest.skip("browser tests need /usr/bin/chromium (apt-get install chromium); they always run under CI=true")
    if not IN_CI:
        pytest.importorskip("playwright.sync_api", reason="playwright-python is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield browser
        finally:
            browser.close()


def poll(page, expr: str, timeout: float = 15.0):
    """Evaluate `expr` in the page until it is truthy; its value. Polled from Python because
    page.wait_for_function evaluates a string in the page, which a CSP without 'unsafe-eval' forbids."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = page.evaluate(expr)
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {expr}")
