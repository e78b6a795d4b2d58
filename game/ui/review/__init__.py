"""The review of a finished deal in the window: the deal on the table with every hand face
up, stepped choice by choice, each of the person's decisions with the expert's verdict."""
