// Ctrl-C in the terminal game: noted, not fatal, so the game can end
// cleanly (save its record, close its connection). The handler does not
// restart system calls, so a read or wait that blocks returns early.
#pragma once

namespace euchre::terminal {

void catch_interrupt();    // from now on Ctrl-C sets the flag (cleared here)
bool interrupted();        // whether Ctrl-C was pressed since catch_interrupt()
void release_interrupt();  // Ctrl-C ends the program again

}  // namespace euchre::terminal
