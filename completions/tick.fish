# fish completion for tick (a picker in the family of fzf).
#
# Copy it to ~/.config/fish/completions/tick.fish (or load it with `source`).
# The option lines and the actions of --bind are written from tick's option and action tables by
# Scripts/generate-lists.py (between the BEGIN/END generated lines); a test holds them to the tables.

# tick reads its items from stdin and takes no file operands.
complete -c tick -f

# In a list of words joined by the separator $argv[1] (`--tiebreak begin,le`), the words of
# $argv[2..] not yet given, after those given.
function __tick_list
    set -l sep $argv[1]
    set -l token (string replace -r -- '^--[^=]*=' '' (commandline -ct))
    set -l given (string split -- $sep $token)
    set -e given[-1]
    set -l head (string join -- $sep $given)
    test -n "$head"; and set head "$head$sep"
    for name in $argv[2..-1]
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
            preview-page-down put
    # END generated: fish-actions
        printf '%s%s\n' $head $action
    end
end

# BEGIN generated: fish-options (Scripts/generate-lists.py, from OptionTable)
# Input
complete -c tick -l read0 -d 'Read items separated by NUL instead of newline'
complete -c tick -l header-lines -x -d 'Show the first N lines as a fixed header, not as items'
complete -c tick -l header -x -d 'Show TEXT as a fixed header line'
complete -c tick -s d -l delimiter -x -d 'Field delimiter: a string (\\t for tab) or a regular expression, as fzf\'s'
complete -c tick -s n -l nth -x -d 'Fields to search, e.g. 1,3..5,-1'
complete -c tick -l with-nth -x -d 'Fields to show (and search), or a template such as \'{2}: {1}\''
complete -c tick -l accept-nth -x -d 'Fields to print (the item\'s value), or a template such as \'{2}:{1}\''
complete -c tick -l key-nth -x -d 'Fields that key each item in --json-object output'
complete -c tick -l ansi -d 'Draw items\' colour codes; take escape sequences out of matching and output'
complete -c tick -l walker -x -a '(__tick_list , file dir follow hidden)' -d 'With stdin a terminal, what to list below the roots, words joined by \',\''
complete -c tick -l walker-root -x -a '(__fish_complete_directories)' -d 'Where the walker starts; more DIRs may follow'
complete -c tick -l walker-skip -x -d 'Directory names the walker does not go into'

# Search
complete -c tick -s f -l filter -x -d 'Print the items matching QUERY, ranked, without the picker'
complete -c tick -s q -l query -x -d 'Start with STR as the query'
complete -c tick -s e -l exact -d 'Plain terms match as exact substrings, not fuzzily'
complete -c tick -s i -l ignore-case -d 'Ignore case'
complete -c tick -l no-ignore-case -d 'Respect case'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+i' -d 'Respect case'
complete -c tick -l smart-case -d 'Respect case only when the term has an upper-case letter'
complete -c tick -l literal -d 'Do not let plain letters match accented ones'
complete -c tick -l scheme -x -a 'default path history' -d 'Scoring scheme'
complete -c tick -l tiebreak -x -a '(__tick_list , length chunk pathname begin end index)' -d 'Order of equal scores: comma-separated criteria'
complete -c tick -l no-sort -d 'Keep input order instead of ranking'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+s' -d 'Keep input order instead of ranking'
complete -c tick -l tac -d 'Reverse the input order'

# Picker
complete -c tick -l height -x -d 'Item rows of the picker (plus prompt and toolbar), or N% of the terminal\'s height'
complete -c tick -l layout -x -a 'wheel list reverse' -d 'Picker layout'
complete -c tick -l cycle -d 'Wrap around past either end of the list'
complete -c tick -l prompt -x -d 'Prompt before the query'
complete -c tick -l marker -x -d 'Mark of a ticked row'
complete -c tick -l action -x -d 'Label of the Done button'
complete -c tick -l no-toolbar -d 'Hide the toolbar line'
complete -c tick -l single -d 'Pick one row, no ticks (same as --limit 1)'
complete -c tick -l limit -x -d 'Allow at most N ticks'
complete -c tick -l min -x -d 'Refuse Enter until N rows are ticked'
complete -c tick -l no-mouse -d 'Do not take mouse input'
complete -c tick -l bind -x -a '(__tick_bind_actions)' -d 'Bind keys to actions'
complete -c tick -l no-search -d 'Typing does not filter; Space toggles'
complete -c tick -l preselect -x -d 'Start with items whose identity is VALUE ticked (repeatable)'
complete -c tick -l preselect-all -d 'Start with every item ticked'
complete -c tick -s 1 -l select-1 -d 'If exactly one item matches, print it without drawing'
complete -c tick -s 0 -l exit-0 -d 'If no item matches, exit 1 without drawing'
complete -c tick -l confirm -d 'Ask TEXT [y/N] before accepting ({n}: the count)'
complete -c tick -l expect -x -d 'Keys that also accept; the key\'s name is printed first'
complete -c tick -l print-query -d 'Print the query first'
complete -c tick -l preview -x -a '(__fish_complete_command)' -d 'Show CMD\'s output for the band row in a pane ({} {+} {q} {n} {1}: quoted for the shell)'
complete -c tick -l preview-window -x -a '(__tick_list : right down hidden wrap border noborder)' -d 'Where and how the preview goes: parts joined by \':\', with :SIZE after right or down'
complete -c tick -l remember -x -d 'Restore and save ticks and query under NAME'

# Output
complete -c tick -l print0 -d 'End each printed item with NUL instead of newline'
complete -c tick -l json -d 'Print a JSON array of the values'
complete -c tick -l json-object -d 'Print a JSON object from each item\'s key to its value'
complete -c tick -l json-lines -d 'Print one JSON object per item and line'
complete -c tick -l order -x -a 'input selection' -d 'Order of printed items'

# Without a terminal
complete -c tick -l no-tty -x -a 'error defaults' -d 'When /dev/tty cannot be opened or CI is set'
complete -c tick -l ignore-ci -d 'Use the terminal even when CI is set'
complete -c tick -l line-mode -d 'Ask with a numbered list instead of the wheel'

# Colours and help
complete -c tick -l no-color -d 'No colours (bold, dim and reverse still mark things)'
complete -c tick -l theme -x -a 'auto dark light' -d 'Colours for a dark or light background (auto: ask the terminal)'
complete -c tick -s h -l help -d 'Show this help'
complete -c tick -l version -d 'Show the version'

# Shell integration
complete -c tick -l bash -d 'Print key bindings (Ctrl-T, Ctrl-R, Alt-C) and completions for bash: eval "$(tick --bash)"'
complete -c tick -l zsh -d 'The same for zsh: source <(tick --zsh)'
complete -c tick -l fish -d 'The same for fish: tick --fish | source'

# fzf's spellings
complete -c tick -s m -l multi -d 'Multi-select, tick\'s default; --multi=N is --limit N'
complete -c tick -l no-multi -d 'Pick one row: --single'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+m' -d 'Pick one row: --single'
complete -c tick -l reverse -d '--layout reverse'
complete -c tick -l no-exact -d 'Plain terms match fuzzily, tick\'s default'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+e' -d 'Plain terms match fuzzily, tick\'s default'
complete -c tick -s x -l extended -d 'Extended search syntax, always on in tick'
complete -c tick -l no-ansi -d 'Items\' escape codes are text, tick\'s default'
complete -c tick -l algo -x -a 'v2' -d 'Scoring algorithm: fzf\'s v2, the one tick has'
# END generated: fish-options
