"""The `kg` command. Each subcommand lives in its own module with register(subparsers)."""
from __future__ import annotations

import argparse
import importlib
import sys

from kg import __version__
from kg.errors import KgError

# module name under kg.cli -> registered in this order in --help
COMMANDS = ("build", "query", "load", "view", "serve", "trends", "export", "stats", "report", "resolve", "eval", "train")


def warn_failed(n: int, fate: str) -> None:
    """The warning of kg build and kg eval venue that n papers failed in extraction; fate: what became of them."""
    print(f"kg: warning: {n} paper{'s' if n != 1 else ''} failed in extraction and {'are' if n != 1 else 'is'} {fate}",
          file=sys.stderr)


def check_paper_timeout(seconds: float) -> None:
    """kg build's and kg eval venue's --paper-timeout: 0 (no limit) or a finite number of seconds."""
    if not 0 <= seconds < float("inf"):  # also NaN
        raise KgError("--paper-timeout must be 0 (no limit) or a number of seconds")


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kg",
        description="Build a knowledge graph of methods, tasks, datasets, metrics and claims from paper abstracts.",
    )
    parser.add_argument("--version", action="version", version=f"kg {__version__}")
    parser.add_argument("--debug", action="store_true", help="show tracebacks instead of one-line errors")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"kg.cli.{name}")
        except ModuleNotFoundError as exc:  # a command whose module is not written yet
            if exc.name != f"kg.cli.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = make_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except KgError as exc:
        if args.debug:
            raise
        print(f"kg: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except BrokenPipeError:  # `kg stats ... | head`: the reader left, nothing to report
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print("kg: interrupted", file=sys.stderr)
        return 130
    except (OSError, ValueError, RuntimeError) as exc:  # last resort: still one line, not a traceback
        if args.debug:
            raise
        print(f"kg: error: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
