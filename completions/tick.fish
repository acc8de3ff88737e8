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
    for action in up down page-up page-down first last toggle toggle+down toggle+up select \
            deselect select-all deselect-all toggle-all accept abort ignore suspend \
            backward-char forward-char beginning-of-line end-of-line backward-word \
            forward-word backward-delete-char delete-char backward-kill-word kill-word \
            unix-line-discard kill-line clear-query view-ticked move-up move-down extend-up \
            extend-down toggle-preview preview-up preview-down preview-page-up \
            preview-page-down
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
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+c' -d 'No colours'

# Picker
complete -c tick -l height -x -d 'Item rows of the picker, or N% of the terminal'
complete -c tick -l layout -x -a 'wheel list reverse reverse-list' -d 'Picker layout'
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
complete -c tick -l algo -x -a 'v1 v2' -d 'Scoring algorithm'

# fzf's other options (approximated, or accepted with no effect)
# BEGIN generated: fish-fzf-options (Scripts/generate-lists.py, from OptionTable)
complete -c tick -l pointer -x -d 'Mark of the band row'
complete -c tick -l marker-multi-line -x -d 'fzf\'s marks for multi-line rows'
complete -c tick -l color -d 'fzf\'s colours'
complete -c tick -l info -x -d 'Where the counts go'
complete -c tick -l no-info -d '--info hidden'
complete -c tick -l inline-info -d '--info inline'
complete -c tick -l no-inline-info -d '--info default'
complete -c tick -l header-first -d 'Show the header before the prompt line'
complete -c tick -l no-header-first -d 'The header after the prompt line, the default'
complete -c tick -l min-height -x -d 'Least lines of a --height N% picker'
complete -c tick -l no-height -d 'The whole terminal\'s height (fzf\'s full screen), --height 100%'
complete -c tick -s s -l sort -d 'Rank the matches, tick\'s default'
complete -c tick -l no-reverse -d 'fzf\'s default layout'
complete -c tick -l no-tac -d 'Keep the input order, the default'
complete -c tick -l no-cycle -d 'Stop at either end of the list, the default'
complete -c tick -l no-select-1 -d 'Undo --select-1'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+1' -d 'Undo --select-1'
complete -c tick -l no-exit-0 -d 'Undo --exit-0'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+0' -d 'Undo --exit-0'
complete -c tick -l no-print-query -d 'Undo --print-query'
complete -c tick -l no-read0 -d 'Items end with newlines, the default'
complete -c tick -l no-print0 -d 'Printed items end with newlines, the default'
complete -c tick -l no-preview -d 'Undo --preview'
complete -c tick -l no-header -d 'Undo --header'
complete -c tick -l no-header-lines -d 'Undo --header-lines'
complete -c tick -l no-expect -d 'Undo --expect'
complete -c tick -l no-literal -d 'Plain letters match accented ones, the default'
complete -c tick -l extended-exact -d '-e (the search is always extended)'
complete -c tick -l man -d 'Show this help (the manual is man tick)'
complete -c tick -l tmux -d 'Inside tmux, open in a popup'
complete -c tick -l popup -d 'The same as --tmux'
complete -c tick -l no-tmux -d 'Undo --tmux'
complete -c tick -l no-popup -d 'Undo --popup'
complete -c tick -l listen -d 'Refused'
complete -c tick -l listen-unsafe -d 'Refused, as --listen'
complete -c tick -l no-extended -d 'tick\'s search is always extended (quote a term for an exact match)'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+x' -d 'tick\'s search is always extended (quote a term for an exact match)'
complete -c tick -l tail -x -d 'fzf keeps only the last N items'
complete -c tick -l sync -d 'fzf waits for the input before drawing (-1 and -0 do in tick)'
complete -c tick -l async -d 'fzf\'s default'
complete -c tick -l no-tty-default -d 'fzf\'s terminal device'
complete -c tick -l tty-default -x -d 'fzf\'s terminal device'
complete -c tick -l force-tty-in -d 'fzf reads keys from /dev/tty (tick always does)'
complete -c tick -l style -x -d 'fzf\'s border and layout presets'
complete -c tick -l no-256 -d 'fzf\'s 16-colour mode'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+2' -d 'fzf\'s 16-colour mode'
complete -c tick -l bold -d 'fzf\'s bold text'
complete -c tick -l no-bold -d 'fzf\'s bold text'
complete -c tick -l black -d 'fzf\'s black background'
complete -c tick -l margin -x -d 'fzf\'s margins around the finder'
complete -c tick -l padding -x -d 'fzf\'s padding inside the border'
complete -c tick -l border -d 'fzf\'s border around the finder'
complete -c tick -l border-label -x -d 'fzf\'s label on the border'
complete -c tick -l border-label-pos -x -d 'fzf\'s label position'
complete -c tick -l highlight-line -d 'fzf\'s highlight of the whole current line (tick\'s band spans the row)'
complete -c tick -l wrap -d 'fzf\'s wrapping of long items (tick keeps the match in view)'
complete -c tick -l wrap-word -d 'fzf\'s word wrapping of long items'
complete -c tick -l wrap-sign -x -d 'fzf\'s mark of a wrapped line'
complete -c tick -l multi-line -d 'fzf\'s multi-line items (tick shows one line per item)'
complete -c tick -l raw -d 'fzf\'s raw mode (non-matching items shown)'
complete -c tick -l gap -d 'fzf\'s blank lines between items'
complete -c tick -l gap-line -d 'fzf\'s line between items'
complete -c tick -l freeze-left -x -d 'fzf\'s fields kept in view on the left'
complete -c tick -l freeze-right -x -d 'fzf\'s fields kept in view on the right'
complete -c tick -l keep-right -d 'tick keeps the match and the line\'s end in view'
complete -c tick -l scroll-off -x -d 'fzf\'s lines kept above and below the cursor'
complete -c tick -l hscroll -d 'tick keeps the match in view'
complete -c tick -l hscroll-off -x -d 'fzf\'s columns kept right of the match'
complete -c tick -l jump-labels -x -d 'fzf\'s jump labels (tick has no jump action)'
complete -c tick -l gutter -x -d 'fzf\'s gutter column'
complete -c tick -l gutter-raw -x -d 'fzf\'s gutter column in raw mode'
complete -c tick -l ellipsis -x -d 'tick cuts with …'
complete -c tick -l tabstop -x -d 'tick\'s tabs stop every 8 columns'
complete -c tick -l scrollbar -d 'fzf\'s scroll bar'
complete -c tick -l list-border -d 'fzf\'s border around the list'
complete -c tick -l list-label -x -d 'fzf\'s label of the list border'
complete -c tick -l list-label-pos -x -d 'fzf\'s label position'
complete -c tick -l no-input -d 'fzf hides the query line (tick\'s prompt stays)'
complete -c tick -l info-command -x -d 'fzf\'s command for the info line'
complete -c tick -l separator -x -d 'fzf\'s line under the prompt'
complete -c tick -l ghost -x -d 'fzf\'s text in an empty query'
complete -c tick -l filepath-word -d 'fzf\'s word movements in paths'
complete -c tick -l input-border -d 'fzf\'s border around the query'
complete -c tick -l input-label -x -d 'fzf\'s label of the query border'
complete -c tick -l input-label-pos -x -d 'fzf\'s label position'
complete -c tick -l preview-border -d 'use --preview-window border or noborder'
complete -c tick -l preview-label -x -d 'fzf\'s label of the preview border'
complete -c tick -l preview-label-pos -x -d 'fzf\'s label position'
complete -c tick -l preview-wrap-sign -x -d 'fzf\'s mark of a wrapped preview line'
complete -c tick -l header-border -d 'fzf\'s border around the header'
complete -c tick -l header-label -x -d 'fzf\'s label of the header border'
complete -c tick -l header-label-pos -x -d 'fzf\'s label position'
complete -c tick -l header-lines-border -d 'fzf\'s border around the header lines'
complete -c tick -l footer -x -d 'fzf\'s footer text'
complete -c tick -l footer-border -d 'fzf\'s border around the footer'
complete -c tick -l footer-label -x -d 'fzf\'s label of the footer border'
complete -c tick -l footer-label-pos -x -d 'fzf\'s label position'
complete -c tick -l clear -d 'tick always erases the picker on exit'
complete -c tick -l toggle-sort -x -d 'fzf\'s old key for toggle-sort (use --bind)'
complete -c tick -l threads -x -d 'tick chooses its matching threads'
complete -c tick -l bench -x -d 'fzf\'s benchmark mode (tick has tick-bench)'
complete -c tick -l history -x -d 'fzf\'s query history file (--remember NAME keeps tick\'s query)'
complete -c tick -l history-size -x -d 'fzf\'s query history length'
complete -c tick -l nushell -d 'fzf\'s Nushell integration (tick has --bash, --zsh, --fish)'
complete -c tick -l unicode -d 'fzf\'s Unicode borders'
complete -c tick -l no-unicode -d 'fzf\'s ASCII borders'
complete -c tick -l ambidouble -d 'fzf\'s double-width ambiguous characters'
complete -c tick -l no-winpty -d 'fzf\'s Windows terminal'
# END generated: fish-fzf-options
