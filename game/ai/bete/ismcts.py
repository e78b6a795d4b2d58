"""Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012).

Each iteration draws one world consistent with what the searching seat knows (the
``determinize`` callable), walks the one tree of that seat's information sets down it,
choosing among the moves legal in that world by UCB1 with availability counts, adds one
node, finishes the deal with the ``rollout`` callable and credits every node with the
payoff of the seat that moved into it.  Nothing here knows the game: any state with the
generic interface of :mod:`game.ai.bete.trickstate` works.
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable, Hashable

from .trickstate import GameState, Payoffs


class Node:
    __slots__ = ("move", "parent", "player", "children", "visits", "reward", "tally", "available")

    def __init__(self, move: Hashable | None, parent: "Node | None", player: int) -> None:
        self.move = move
        self.parent = parent
        self.player = player
        self.children: dict[Hashable, Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.tally = 0.0
        self.available = 1


def search(
    determinize: Callable[[], GameState],
    rollout: Callable[[GameState], Payoffs],
    rng: random.Random,
    iterations: int,
    deadline: float,
    scale: float,
    exploration: float = 0.7,
    tally: Callable[[Payoffs], float] | None = None,
) -> dict[Hashable, tuple[int, float, float]]:
    """For each move of the root, (visits, mean payoff to the root's seat, mean ``tally``
    of the payoffs: e.g. whether the root's side won).

    Stops after ``iterations`` or at ``deadline`` (``time.perf_counter()``), whichever
    comes first.  ``scale`` turns payoffs into the unit range UCB1 expects.
    """
    root = Node(None, None, -1)
    clock = time.perf_counter
    log = math.log
    sqrt = math.sqrt
    inv = 1.0 / max(scale, 1e-9)
    for done in range(iterations):
        if done & 7 == 7 and clock() > deadline:
            break
        state = determinize()
        node = root
        while not state.is_over:
            legal = state.legal_moves()
            children = node.children
            untried = [m for m in legal if m not in children]
            if untried:
                move = untried[int(rng.random() * len(untried))]
                child = Node(move, node, state.to_act)
                children[move] = child
                state.apply(move)
                node = child
                break
            best, best_score = None, -math.inf
            for move in legal:
                child = children[move]
                child.available += 1
                score = child.reward * inv / child.visits + exploration * sqrt(log(child.available) / child.visits)
                if score > best_score:
                    best, best_score = child, score
            assert best is not None
            state.apply(best.move)
            node = best
        payoffs = rollout(state)
        if tally is not None and node is not root:
            first = node
            while first.parent is not root:
                first = first.parent
            first.tally += tally(payoffs)
        while node is not None:
            node.visits += 1
            if node.player >= 0:
                node.reward += payoffs[node.player]
            node = node.parent
    return {
        move: (child.visits, child.reward / child.visits, child.tally / child.visits)
        for move, child in root.children.items() if child.visits
    }


__all__ = ["Node", "search"]