#!/usr/bin/env python3
"""Generates finished games by GNU Go self-play, for the scoring corpus.

For each game: a few random opening stones (so games differ), then GNU Go plays both sides
(`genmove`) until two consecutive passes. Writes NAME.sgf (the game record: every move, both final
passes, RE from GNU Go's final_score) and NAME.final:
the final position and what GNU Go says about it (dead stones, captures, final score), which the
unit tests read so they run without GNU Go.

usage: gnugo_selfplay.py OUT_DIR SIZE COUNT [FIRST_SEED]
"""
import random
import subprocess
import sys

GNUGO = "/usr/games/gnugo"


class Gtp:
    def __init__(self, seed):
        self.proc = subprocess.Popen([GNUGO, "--mode", "gtp", "--level", "1", "--seed", str(seed)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, command):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if line == "":
                raise RuntimeError("gnugo exited on " + command)
            if line.strip() == "" and lines:
                break
            if line.strip() != "":
                lines.append(line.rstrip("\n"))
        reply = "\n".join(lines)
        if reply.startswith("?"):
            raise ValueError(command + " -> " + reply)
        return reply[1:].strip()

    def close(self):
        self.send("quit")
        self.proc.wait()


def columns(size):
    return "ABCDEFGHJKLMNOPQRSTUVWXYZ"[:size]


def play_game(out_dir, size, seed):
    rnd = random.Random(seed)
    komi = {9: 5.5, 13: 6.5, 19: 6.5}[size]
    gtp = Gtp(seed)
    gtp.send(f"boardsize {size}")
    gtp.send("clear_board")
    gtp.send(f"komi {komi}")
    color = "black"
    moves_played = []
    opening = 2 if size == 9 else 4
    for _ in range(opening):
        while True:
            vertex = rnd.choice(columns(size)) + str(rnd.randint(1, size))
            try:
                gtp.send(f"play {color} {vertex}")
                moves_played.append((color, vertex))
                break
            except ValueError:
                continue
        color = "white" if color == "black" else "black"
    passes = 0
    moves = 0
    while passes < 2 and moves < size * size * 3:
        move = gtp.send(f"genmove {color}").upper()
        if move == "RESIGN":
            break
        passes = passes + 1 if move == "PASS" else 0
        moves_played.append((color, move))
        moves += 1
        color = "white" if color == "black" else "black"
    if passes < 2:
        gtp.close()
        return False
    name = f"gnugo-{size}x{size}-{seed:03d}"
    black = gtp.send("list_stones black").split()
    white = gtp.send("list_stones white").split()
    dead = gtp.send("final_status_list dead").split()
    seki = gtp.send("final_status_list seki").split()
    cap_black = gtp.send("captures black")
    cap_white = gtp.send("captures white")
    score = gtp.send("final_score")
    gtp.close()
    write_sgf(f"{out_dir}/{name}.sgf", size, komi, seed, score, moves_played)
    cols = columns(size)
    board = [["." for _ in range(size)] for _ in range(size)]
    for v in black:
        board[size - int(v[1:])][cols.index(v[0])] = "X"
    for v in white:
        board[size - int(v[1:])][cols.index(v[0])] = "O"
    with open(f"{out_dir}/{name}.final", "w") as f:
        f.write(f"# GNU Go 3.8 --level 1 self-play, seed {seed}; answers of final_status_list etc.\n")
        f.write(f"size {size}\nkomi {komi}\n")
        f.write(f"captured-by-black {cap_black}\ncaptured-by-white {cap_white}\n")
        f.write(f"gnugo-final-score {score}\n")
        f.write("dead " + " ".join(sorted(dead)) + "\n")
        f.write("seki " + " ".join(sorted(seki)) + "\n")
        f.write("board\n")
        for row in board:
            f.write("".join(row) + "\n")
    return True


def write_sgf(path, size, komi, seed, score, moves_played):
    cols = columns(size)
    nodes = []
    for color, vertex in moves_played:
        if vertex == "PASS":
            point = ""
        else:
            point = chr(ord("a") + cols.index(vertex[0])) + chr(ord("a") + size - int(vertex[1:]))
        nodes.append(f";{color[0].upper()}[{point}]")
    lines = [nodes[i:i + 12] for i in range(0, len(nodes), 12)]
    with open(path, "w") as f:
        f.write(f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[{komi}]RU[Japanese]\n")
        f.write(f"PB[GNU Go 3.8 level 1]PW[GNU Go 3.8 level 1]RE[{score}]\n")
        f.write(f"C[GNU Go self-play, seed {seed}, random opening stones, played to two passes]\n")
        for line in lines:
            f.write("".join(line) + "\n")
        f.write(")\n")


def main():
    out_dir, size, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    made = 0
    while made < count:
        if play_game(out_dir, size, seed):
            made += 1
            print(f"{size}x{size} seed {seed} done ({made}/{count})", flush=True)
        seed += 1


if __name__ == "__main__":
    main()
