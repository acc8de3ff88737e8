# fish completion for tick (a picker in the family of fzf).
#
# Copy it to ~/.config/fish/completions/tick.fish (or load it with `source`).
# Keep it in step with `tick --help`: a test checks that every option listed there is here.

# tick reads its items from stdin and takes no file operands.
complete -c tick -f

# The criteria of --tiebreak not yet given in the comma-separated list being typed.
function __tick_tiebreaks
    set -l token (commandline -ct)
    set -l token (string replace -r -- '^--tiebreak=' '' $token)
    set -l given (string split -- , $token)
    set -e given[-1]
    set -l head (string replace -r -- '[^,]*$' '' $token)
    for name in length chunk pathname begin end index
        contains -- $name $given; or printf '%s%s\n' $head $name
    end
end

# After `KEY:` in the last pair of --bind, the actions, else nothing (key names are free).
function __tick_bind_actions
    set -l token (commandline -ct)
    set -l token (string replace -r -- '^--bind=' '' $token)
    set -l head (string match -r -- '^(?:.*,)?[^,]+:' $token)
    or return
    # BEGIN generated: fish-actions (Scripts/generate-lists.py, from ActionTable)
    for action in up down page-up page-down first last toggle toggle-down toggle-up select \
            deselect select-all deselect-all toggle-all accept abort ignore suspend \
            backward-char forward-char beginning-of-line end-of-line backward-word \
            forward-word backward-delete-char delete-char backward-kill-word kill-word \
            unix-line-discard kill-line clear-query view-ticked move-up move-down extend-up \
            extend-down toggle-preview preview-up preview-down preview-page-up \
            preview-page-down put execute execute-silent become transform transform-query
    # END generated: fish-actions
        printf '%s%s\n' $head $action
    end
end

# Input
complete -c tick -l read0 -d 'Read items separated by NUL'
complete -c tick -l header-lines -x -d 'Show the first N lines as a header'
complete -c tick -l header -x -d 'A fixed header line'
complete -c tick -s d -l delimiter -x -d 'Field delimiter'
complete -c tick -s n -l nth -x -d 'Fields to search'
complete -c tick -l with-nth -x -d 'Fields to show, or a template'
complete -c tick -l accept-nth -x -d 'Fields to print, or a template'
complete -c tick -l key-nth -x -d 'Fields that key each item in --json-object'
complete -c tick -l ansi -d 'Draw colour codes, strip escape sequences'
complete -c tick -l walker -x -a 'file dir follow hidden file,dir file,follow,hidden file,dir,follow,hidden dir,follow,hidden' -d 'With stdin a terminal, what the walker lists'
complete -c tick -l walker-root -x -a '(__fish_complete_directories)' -d 'Where the walker starts'
complete -c tick -l walker-skip -x -d 'Directory names the walker does not go into'

# Search
complete -c tick -s f -l filter -x -d 'Print the matches of QUERY without the picker'
complete -c tick -s q -l query -x -d 'Initial query'
complete -c tick -s e -l exact -d 'Plain terms match exactly'
complete -c tick -s i -l ignore-case -d 'Ignore case'
complete -c tick -l no-ignore-case -d 'Respect case'
complete -c tick -l smart-case -d 'Respect case only for upper-case terms'
complete -c tick -l literal -d 'Plain letters do not match accented ones'
complete -c tick -l scheme -x -a 'default path history' -d 'Scoring scheme'
complete -c tick -l tiebreak -x -a '(__tick_tiebreaks)' -d 'Order of equal scores'
complete -c tick -l no-sort -d 'Keep input order'
complete -c tick -l tac -d 'Reverse the input order'

# `+i` and `+s` are the short forms of --no-ignore-case and --no-sort.
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+i' -d 'Respect case'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+s' -d 'Keep input order'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+m' -d 'Pick one row'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+e' -d 'Plain terms match fuzzily'

# Picker
complete -c tick -l height -x -d 'Item rows of the picker, or N% of the terminal'
complete -c tick -l layout -x -a 'wheel list reverse' -d 'Picker layout'
complete -c tick -l cycle -d 'Wrap around past either end'
complete -c tick -l prompt -x -d 'Prompt before the query'
complete -c tick -l marker -x -d 'Mark of a ticked row'
complete -c tick -l action -x -d 'Label of the Done button'
complete -c tick -l no-toolbar -d 'Hide the toolbar line'
complete -c tick -l single -d 'Pick one row'
complete -c tick -l limit -x -d 'Allow at most N ticks'
complete -c tick -l min -x -d 'Refuse Enter until N rows are ticked'
complete -c tick -l no-mouse -d 'No mouse input'
complete -c tick -l bind -x -a '(__tick_bind_actions)' -d 'Bind keys to actions'
complete -c tick -l no-search -d 'Typing does not filter'
complete -c tick -l preselect -x -d 'Start with the items of this value ticked'
complete -c tick -l preselect-all -d 'Start with every item ticked'
complete -c tick -s 1 -l select-1 -d 'Print the only match without drawing'
complete -c tick -s 0 -l exit-0 -d 'Exit 1 at once when nothing matches'
# --confirm takes its text only as --confirm=TEXT.
complete -c tick -l confirm -d 'Ask before accepting'
complete -c tick -l expect -x -d 'Keys that also accept'
complete -c tick -l print-query -d 'Print the query first'
complete -c tick -l remember -x -d 'Restore and save ticks under NAME'

# Output
complete -c tick -l print0 -d 'End each item with NUL'
complete -c tick -l json -d 'A JSON array of the values'
complete -c tick -l json-object -d 'A JSON object from keys to values'
complete -c tick -l json-lines -d 'One JSON object per line'
complete -c tick -l order -x -a 'input selection' -d 'Order of printed items'

# Without a terminal
complete -c tick -l no-tty -x -a 'error defaults' -d 'When /dev/tty cannot be opened or CI is set'
complete -c tick -l ignore-ci -d 'Use the terminal even when CI is set'
complete -c tick -l line-mode -d 'A numbered list instead of the wheel'

# Colours and help
complete -c tick -l no-color -d 'No colours'
complete -c tick -l theme -x -a 'auto dark light' -d 'Colours for a dark or light background'
complete -c tick -s h -l help -d 'Show the help'
complete -c tick -l version -d 'Show the version'

complete -c tick -l preview -x -d 'Show a command'"'"'s output for the band row'
complete -c tick -l preview-window -x -a 'right down hidden wrap border noborder' -d 'Where the preview goes'
complete -c tick -l with-shell -x -d 'The shell and flags that run commands'

# Shell integration
complete -c tick -l bash -d 'Print key bindings and completions for bash'
complete -c tick -l zsh -d 'Print key bindings and completions for zsh'
complete -c tick -l fish -d 'Print key bindings and completions for fish'

# fzf's spellings
complete -c tick -s m -l multi -d 'Multi-select (the default); --multi=N is --limit N'
complete -c tick -l no-multi -d 'Pick one row (--single)'
complete -c tick -l reverse -d 'The reverse layout'
complete -c tick -l no-exact -d 'Plain terms match fuzzily (the default)'
complete -c tick -s x -l extended -d 'Extended search syntax (always on)'
complete -c tick -l no-ansi -d 'Escape codes in items are text (the default)'
complete -c tick -l algo -x -a 'v2' -d 'Scoring algorithm'
