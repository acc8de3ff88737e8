# tick's key bindings for fish. Load it from ~/.config/fish/config.fish with:  tick --fish | source
#   Ctrl-T  tick files and directories under the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from the history into the command line
#   Alt-C   pick a directory below this one and cd into it
# TICK_CTRL_T_COMMAND, TICK_CTRL_T_OPTS, TICK_CTRL_R_OPTS, TICK_ALT_C_COMMAND and
# TICK_ALT_C_OPTS adjust them; TICK_DEFAULT_OPTS applies as everywhere.
if status is-interactive

set -g __tick_bin tick
command -q tick; or set -g __tick_bin @TICK_PATH@

# Runs tick with the options in $argv[1] added to TICK_DEFAULT_OPTS, on a line of their own (a
# comment at the end of the user's options must not swallow them).
function __tick_run
    set -l opts $argv[1]
    set -e argv[1]
    TICK_DEFAULT_OPTS="$TICK_DEFAULT_OPTS"\n"$opts" $__tick_bin $argv
end

function __tick_ctrl_t
    set -l items
    if set -q TICK_CTRL_T_COMMAND; and test -n "$TICK_CTRL_T_COMMAND"
        set items (eval $TICK_CTRL_T_COMMAND | __tick_run "$TICK_CTRL_T_OPTS" --print0 | string split0)
    else
        set items (__tick_run "$TICK_CTRL_T_OPTS" --walker file,dir,follow,hidden --print0 < /dev/tty | string split0)
    end
    if test (count $items) -gt 0
        commandline -i -- (string join ' ' -- (string escape -- $items))' '
    end
    commandline -f repaint
end

function __tick_ctrl_r
    set -l picked (history -z | __tick_run "$TICK_CTRL_R_OPTS" --single --read0 --scheme history -q (commandline | string collect) | string collect)
    if test -n "$picked"
        commandline -r -- $picked
    end
    commandline -f repaint
end

function __tick_alt_c
    set -l dir
    if set -q TICK_ALT_C_COMMAND; and test -n "$TICK_ALT_C_COMMAND"
        set dir (eval $TICK_ALT_C_COMMAND | __tick_run "$TICK_ALT_C_OPTS" --single --print0 | string split0)
    else
        set dir (__tick_run "$TICK_ALT_C_OPTS" --walker dir,follow,hidden --single --print0 < /dev/tty | string split0)
    end
    if test -n "$dir[1]"
        builtin cd -- $dir[1]
    end
    commandline -f repaint
end

for mode in default insert
    bind -M $mode \ct __tick_ctrl_t
    bind -M $mode \cr __tick_ctrl_r
    bind -M $mode \ec __tick_alt_c
end

end
