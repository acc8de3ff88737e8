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
    for action in up down page-up page-down half-page-up half-page-down first top last best \
            up-match down-match up-selected prev-selected down-selected next-selected pos \
            offset-up offset-down offset-middle jump jump-accept next-group prev-group \
            track-current track untrack-current toggle-track toggle-track-current toggle \
            select deselect select-all deselect-all toggle-all clear-multi clear-selection \
            toggle-down toggle-up toggle-in toggle-out extend-up extend-down change-multi \
            view-ticked move-up move-down exclude exclude-multi toggle-group accept \
            accept-non-empty accept-or-print-query print-query print abort cancel close \
            suspend backward-char forward-char beginning-of-line end-of-line backward-word \
            forward-word backward-subword forward-subword backward-delete-char delete-char \
            backward-delete-char/eof delete-char/eof backward-kill-word kill-word \
            backward-kill-subword kill-subword unix-word-rubout word-rubout unix-line-discard \
            line-discard kill-line clear-query yank put replace-query prev-history \
            previous-history next-history toggle-sort enable-search disable-search \
            toggle-search toggle-preview show-preview hide-preview preview-up preview-down \
            preview-page-up preview-page-down preview-half-page-up preview-half-page-down \
            preview-top preview-bottom toggle-preview-wrap toggle-preview-wrap-word \
            change-preview change-preview-window refresh-preview preview toggle-header \
            show-header hide-header clear-screen bell toggle-raw enable-raw disable-raw \
            toggle-input show-input hide-input toggle-wrap toggle-wrap-word toggle-multi-line \
            toggle-hscroll change-query change-prompt change-header search change-nth \
            change-with-nth change-pointer change-ghost change-header-lines \
            change-border-label change-preview-label change-list-label change-input-label \
            change-header-label change-footer change-footer-label unbind rebind toggle-bind \
            trigger wait ignore execute execute-multi execute-silent become reload reload-sync \
            transform bg-transform bg-cancel transform-query transform-prompt transform-header \
            transform-search transform-nth transform-with-nth transform-pointer \
            transform-ghost transform-header-lines transform-border-label \
            transform-preview-label transform-list-label transform-input-label \
            transform-header-label transform-footer transform-footer-label bg-transform-query \
            bg-transform-prompt bg-transform-header bg-transform-search bg-transform-nth \
            bg-transform-with-nth bg-transform-pointer bg-transform-ghost \
            bg-transform-header-lines bg-transform-border-label bg-transform-preview-label \
            bg-transform-list-label bg-transform-input-label bg-transform-header-label \
            bg-transform-footer bg-transform-footer-label
    # END generated: fish-actions
        printf '%s%s\n' $head $action
    end
end

# BEGIN generated: fish-options (Scripts/generate-lists.py, from OptionTable)
# Input
complete -c tick -l read0 -d 'Read items separated by NUL instead of newline'
complete -c tick -l header-lines -x -d 'Show the first N lines as a fixed header, not as items'
complete -c tick -l header -x -d 'Show TEXT as a fixed header line'
complete -c tick -l tail -x -d 'Keep only the last N items read (an endless stream in bounded memory); indices go on counting'
complete -c tick -s d -l delimiter -x -d 'Field delimiter: a string (\\t for tab) or a regular expression, as fzf\'s'
complete -c tick -s n -l nth -x -d 'Fields to search, e.g. 1,3..5,-1'
complete -c tick -l with-nth -x -d 'Fields to show (and search), or a template such as \'{2}: {1}\''
complete -c tick -l accept-nth -x -d 'Fields to print (the item\'s value), or a template such as \'{2}:{1}\' ({n}: the item\'s index)'
complete -c tick -l key-nth -x -d 'Fields that key each item in --json-object output'
complete -c tick -l group-nth -x -d 'Fields (or a template, or JSON paths) naming each item\'s group: rows drawn under a heading per group'
complete -c tick -l group-pattern -x -d 'Input lines matching REGEX are group headings, not items (the name: its first capture group, else the line)'
complete -c tick -l input -x -a 'lines json' -d 'Read items as lines, or as JSON values (JSON Lines, or a top-level array\'s elements)'
complete -c tick -l input-items -x -d 'With JSON input, the items are the array at PATH (.items for kubectl)'
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
complete -c tick -l height -x -d 'Item rows of the picker (plus prompt and toolbar), N% of the terminal\'s height, or -N: all but N lines; ~: no more rows than items'
complete -c tick -l layout -x -a 'wheel list reverse reverse-list' -d 'Picker layout'
complete -c tick -l screen -x -a 'tick fzf' -d 'Draw tick\'s wheel and toolbar (tick) or fzf\'s screen (fzf, the default under the name fzf)'
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
complete -c tick -l jump-labels -x -d 'Labels the jump action puts on the shown rows'
complete -c tick -l with-shell -x -d 'Run commands (preview, execute, transform…) with CMD and the command line as its last word (default: $SHELL -c, else sh -c)'

# Output
complete -c tick -l print0 -d 'End each printed item with NUL instead of newline'
complete -c tick -l json -d 'Print a JSON array of the values'
complete -c tick -l json-object -d 'Print a JSON object from each item\'s key to its value'
complete -c tick -l json-lines -d 'Print one JSON object per item and line'
complete -c tick -l json-groups -d 'Print a JSON object from each group\'s name to its values (with --group-nth or --group-pattern)'
complete -c tick -l order -x -a 'input selection' -d 'Order of printed items'

# Without a terminal
complete -c tick -l no-tty -x -a 'error defaults' -d 'When the terminal cannot be opened or CI is set'
complete -c tick -l tty-default -r -F -d 'Draw on and read keys from the terminal device DEV in place of /dev/tty'
complete -c tick -l no-tty-default -d 'Use the terminal standard error is on (its device), else /dev/tty'
complete -c tick -l ignore-ci -d 'Use the terminal even when CI is set'
complete -c tick -l line-mode -d 'Ask with a numbered list instead of the wheel'
complete -c tick -l ask -x -d 'Ask QUESTION with [ Yes ] [ No ] instead of picking (stdin unread): exit 0 yes, 1 no, 130 cancel'
complete -c tick -l default -x -a 'yes no' -d '--ask\'s answer when no one can be asked (no terminal, or CI set); the focused button at first'

# Colours and help
complete -c tick -l no-color -d 'No colours (bold, dim and reverse still mark things)'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+c' -d 'No colours (bold, dim and reverse still mark things)'
complete -c tick -l theme -x -a 'auto dark light' -d 'Colours for a dark or light background (auto: ask the terminal)'
complete -c tick -l ambidouble -d 'East Asian ambiguous-width characters (box drawing, ①, §, ±, ×, Greek and Cyrillic letters…) take 2 columns, for a terminal that draws them so; fzf\'s screen\'s borders double with them'
complete -c tick -l no-ambidouble -d 'They take 1 column, the default'
complete -c tick -s h -l help -d 'Show this help'
complete -c tick -l version -d 'Show the version'

# Shell integration
complete -c tick -l bash -d 'Print key bindings (Ctrl-T, Ctrl-R, Alt-C) and completions for bash: eval "$(tick --bash)"'
complete -c tick -l zsh -d 'The same for zsh: source <(tick --zsh)'
complete -c tick -l fish -d 'The same for fish: tick --fish | source'
complete -c tick -l nushell -d 'fzf\'s Nushell integration: refused with a message, as tick has integrations for bash, zsh and fish only'

# fzf's spellings
complete -c tick -s m -l multi -d 'Multi-select, tick\'s default; --multi=N is --limit N'
complete -c tick -l no-multi -d 'Pick one row: --single'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+m' -d 'Pick one row: --single'
complete -c tick -l reverse -d '--layout reverse'
complete -c tick -l no-exact -d 'Plain terms match fuzzily, tick\'s default'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+e' -d 'Plain terms match fuzzily, tick\'s default'
complete -c tick -s x -l extended -d 'Extended search syntax, the default'
complete -c tick -l no-extended -d 'The whole query is one term, blanks and ^ $ ! \' | included, as fzf\'s +x'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+x' -d 'The whole query is one term, blanks and ^ $ ! \' | included, as fzf\'s +x'
complete -c tick -l no-ansi -d 'Items\' escape codes are text, tick\'s default'
complete -c tick -l algo -x -a 'v1 v2' -d 'Scoring algorithm: tick scores with fzf\'s v2 (v1 is taken, and scores as v2)'
complete -c tick -l disabled -d 'Typing edits the query but does not filter (enable-search turns it on)'
complete -c tick -l phony -d 'fzf\'s other name for --disabled'
complete -c tick -l no-input -d 'Hide the input line; nothing edits the query while it is hidden (show-input shows it)'
complete -c tick -l sync -d 'Draw (and take the terminal) only once the whole input is read and matched; the start event waits too'
complete -c tick -l async -d 'Undo --sync (fzf\'s default)'
complete -c tick -l history -x -d 'Keep the queries accepted in FILE; Ctrl-P and Ctrl-N (prev-history, next-history) bring them back'
complete -c tick -l no-history -d 'Undo --history'
complete -c tick -l history-size -x -d 'How many queries the --history file keeps'
complete -c tick -l raw -d 'fzf\'s raw mode: the items that do not match are listed too, dimmed'
complete -c tick -l no-raw -d 'Only the matches are listed, the default'
complete -c tick -l track -d 'The band follows its item when the matches change'
complete -c tick -l no-track -d 'The band goes to the best match when the query changes, tick\'s default'
complete -c tick -l id-nth -x -d 'Fields that tell an item apart across a reload'
complete -c tick -l pointer -x -d 'Mark of the band row'
complete -c tick -l toggle-sort -x -d 'fzf\'s older spelling of --bind KEY:toggle-sort'
complete -c tick -l marker-multi-line -x -d 'A ticked multi-line item\'s marks on fzf\'s screen: top, middle and bottom (under the name tick: its first is the tick mark)'
complete -c tick -l color -d 'fzf\'s colours: [dark|light|16|bw][,NAME:COLOR[:ATTR]...]; fg, bg, hl, fg+, bg+, hl+, selected-fg/bg/hl, info, prompt, query, pointer, marker, header, border, preview-fg/bg/border are drawn; tick\'s heading colours groups\' headings'
complete -c tick -l info -x -d 'Where the counts go: default (toolbar), right, inline[:PREFIX], inline-right[:PREFIX] (prompt line), hidden'
complete -c tick -l no-info -d '--info hidden'
complete -c tick -l inline-info -d '--info inline'
complete -c tick -l no-inline-info -d '--info default'
complete -c tick -l filepath-word -d 'Word moves and kills (alt-b, alt-f, alt-d, alt-bs) stop only at /'
complete -c tick -l no-filepath-word -d 'Undo --filepath-word'
complete -c tick -l header-first -d 'Show the header before the prompt line'
complete -c tick -l no-header-first -d 'The header after the prompt line, the default'
complete -c tick -s s -l sort -d 'Rank the matches, tick\'s default'
complete -c tick -l no-reverse -d 'fzf\'s default layout: --layout list'
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
complete -c tick -l no-tail -d 'Undo --tail: every item is kept'
complete -c tick -l no-expect -d 'Undo --expect'
complete -c tick -l no-literal -d 'Plain letters match accented ones, the default'
complete -c tick -l extended-exact -d '-e (the search is always extended)'
complete -c tick -l man -d 'Show this help (the manual is man tick)'
complete -c tick -l tmux -d 'Inside tmux, open in a popup: [center|top|bottom|left|right][,W[%]][,H[%]] (outside tmux: inline)'
complete -c tick -l popup -d 'The same as --tmux'
complete -c tick -l force-tty-in -d 'With --tmux inside tmux, take stdin as a terminal: it is not passed to the popup, whose picker lists the files as at a terminal (for Neovim\'s system(), whose stdin is a pipe)'
complete -c tick -l no-force-tty-in -d 'Undo --force-tty-in'
complete -c tick -l no-winpty -d 'fzf\'s on Windows only (not to restart under winpty); on Linux and macOS fzf does nothing with it, nor does tick'
complete -c tick -l no-tmux -d 'Undo --tmux'
complete -c tick -l no-popup -d 'Undo --popup'
complete -c tick -l listen -d 'Serve HTTP on [HOST:]PORT (localhost; none or 0: a free port, $FZF_PORT) or PATH.sock ($FZF_SOCK): POST actions, GET the state'
complete -c tick -l listen-unsafe -d '--listen, and actions that run commands are taken from any address'
complete -c tick -l no-listen -d 'Undo --listen and --listen-unsafe'
complete -c tick -l no-listen-unsafe -d 'The same as --no-listen, as in fzf'
complete -c tick -l footer -x -d 'Lines on the far side of the rows from the prompt, in the given order (escape sequences are styles)'
complete -c tick -l no-footer -d 'Undo --footer'
complete -c tick -l ghost -x -d 'fzf\'s text in an empty query: drawn on fzf\'s screen, FZF_GHOST for commands'
complete -c tick -l border-label -x -d 'fzf\'s label of the border: drawn on fzf\'s screen, FZF_BORDER_LABEL for commands'
complete -c tick -l no-border-label -d 'Undo --border-label'
complete -c tick -l list-label -x -d 'fzf\'s label of the list border: drawn on fzf\'s screen, FZF_LIST_LABEL for commands'
complete -c tick -l no-list-label -d 'Undo --list-label'
complete -c tick -l input-label -x -d 'fzf\'s label of the query border: drawn on fzf\'s screen, FZF_INPUT_LABEL for commands'
complete -c tick -l no-input-label -d 'Undo --input-label'
complete -c tick -l preview-label -x -d 'fzf\'s label of the preview border: drawn on fzf\'s screen, FZF_PREVIEW_LABEL for commands'
complete -c tick -l no-preview-label -d 'Undo --preview-label'
complete -c tick -l header-label -x -d 'fzf\'s label of the header border: drawn on fzf\'s screen, FZF_HEADER_LABEL for commands'
complete -c tick -l no-header-label -d 'Undo --header-label'
complete -c tick -l footer-label -x -d 'fzf\'s label of the footer border: drawn on fzf\'s screen, kept'
complete -c tick -l no-footer-label -d 'Undo --footer-label'
complete -c tick -l min-height -x -d 'Least lines of a --height N% picker; N+ adds the lines besides items (fzf\'s screen: default 10+)'
complete -c tick -l no-height -d 'No --height: fzf\'s screen takes the whole screen, tick\'s --height 100%'
complete -c tick -l clear -d 'Erase the picker on exit, the default'
complete -c tick -l no-clear -d 'Leave the picker drawn on exit, the cursor on its first line (full screen: stay on the alternate screen)'
complete -c tick -l gutter -x -d 'fzf\'s screen: the mark of the rows other than the current one'
complete -c tick -l gutter-raw -x -d 'fzf\'s screen: the gutter in raw mode (--raw, toggle-raw)'
complete -c tick -l scrollbar -d 'fzf\'s screen: the list\'s scroll bar (its first character)'
complete -c tick -l no-scrollbar -d 'fzf\'s screen: no scroll bar'
complete -c tick -l separator -x -d 'fzf\'s screen: repeated to make the info line\'s separator'
complete -c tick -l no-separator -d 'fzf\'s screen: no separator on the info line'
complete -c tick -l highlight-line -d 'fzf\'s screen: the current row\'s background across the whole row (tick\'s band always spans it)'
complete -c tick -l no-highlight-line -d 'Undo --highlight-line'
complete -c tick -l info-command -x -d 'fzf\'s screen: the info line shows the first line CMD prints ($FZF_INFO: the counts), run again as they change'
complete -c tick -l scroll-off -x -d 'Rows kept between the band and the list\'s top and bottom edges (fzf\'s screen: 3)'
complete -c tick -l unicode -d 'fzf\'s screen: Unicode marks and lines, the default'
complete -c tick -l no-unicode -d 'fzf\'s screen: ASCII marks and lines (pointer and marker >, separator -)'
complete -c tick -l border -d 'fzf\'s screen: a border around the picker: rounded, sharp, bold, double, dashed, block, thinblock, horizontal, vertical, top, bottom, left, right, line, none'
complete -c tick -l no-border -d 'fzf\'s screen: no border around the picker'
complete -c tick -l border-label-pos -x -d 'fzf\'s screen: where --border-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l list-border -d 'fzf\'s screen: a border around the list (the rows, info line and prompt): a --border STYLE but line'
complete -c tick -l no-list-border -d 'fzf\'s screen: no border around the list'
complete -c tick -l list-label-pos -x -d 'fzf\'s screen: where --list-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l input-border -d 'fzf\'s screen: a border around the prompt and the info line: a --border STYLE, or inline (not inline)'
complete -c tick -l no-input-border -d 'fzf\'s screen: no border around the prompt and the info line'
complete -c tick -l input-label-pos -x -d 'fzf\'s screen: where --input-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l header-border -d 'fzf\'s screen: a border around the header: a --border STYLE, or inline (inside the list border)'
complete -c tick -l no-header-border -d 'fzf\'s screen: no border around the header'
complete -c tick -l header-label-pos -x -d 'fzf\'s screen: where --header-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l footer-border -d 'fzf\'s screen: a border around the footer: a --border STYLE, or inline (inside the list border)'
complete -c tick -l no-footer-border -d 'fzf\'s screen: no border around the footer'
complete -c tick -l footer-label-pos -x -d 'fzf\'s screen: where --footer-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l header-lines-border -d 'fzf\'s screen: a section of their own for the header lines, with a --border STYLE (none: without one)'
complete -c tick -l no-header-lines-border -d 'fzf\'s screen: the header lines with the header'
complete -c tick -l style -x -d 'fzf\'s screen: a preset of borders and marks: default, minimal, full[:STYLE]'
complete -c tick -l margin -x -d 'fzf\'s screen: space around the border: TRBL, TB,RL, T,RL,B or T,R,B,L, each N or N%'
complete -c tick -l no-margin -d 'fzf\'s screen: no margin'
complete -c tick -l padding -x -d 'fzf\'s screen: space inside the border: TRBL, TB,RL, T,RL,B or T,R,B,L, each N or N%'
complete -c tick -l no-padding -d 'fzf\'s screen: no padding'
complete -c tick -l preview-border -d 'fzf\'s screen: the preview\'s border style, as --preview-window border-STYLE (rounded when none is given)'
complete -c tick -l no-preview-border -d 'fzf\'s screen: no border around the preview, as --preview-window border-none'
complete -c tick -l preview-wrap-sign -x -d 'fzf\'s screen: what starts the rest of a wrapped preview line (--wrap-sign\'s, else ↳)'
complete -c tick -l preview-label-pos -x -d 'fzf\'s screen: where --preview-label goes: 0 centred, N from the Nth column, -N ending N columns from the right; :bottom on the bottom line'
complete -c tick -l ellipsis -x -d 'fzf\'s screen: the mark of a cut line\'s end'
complete -c tick -l hscroll -d 'fzf\'s screen: scroll a long line to show its match, the default'
complete -c tick -l no-hscroll -d 'fzf\'s screen: cut long lines at the right edge'
complete -c tick -l hscroll-off -x -d 'fzf\'s screen: columns kept in view after the match of a long line'
complete -c tick -l keep-right -d 'fzf\'s screen: show the end of a long line when nothing in it is matched'
complete -c tick -l no-keep-right -d 'fzf\'s screen: show the start of a long line, the default'
complete -c tick -l freeze-left -x -d 'fzf\'s screen: the first N fields stay in view when a long line scrolls'
complete -c tick -l freeze-right -x -d 'fzf\'s screen: the last N fields stay in view when a long line scrolls'
complete -c tick -l gap -d 'fzf\'s screen: N lines between items (1 when N is not given)'
complete -c tick -l no-gap -d 'fzf\'s screen: no lines between items'
complete -c tick -l gap-line -d 'fzf\'s screen: repeated across the last line of each gap (none given: ┈)'
complete -c tick -l no-gap-line -d 'fzf\'s screen: gaps are blank'
complete -c tick -l multi-line -d 'fzf\'s screen: with --read0, an item\'s lines on lines of their own, the default'
complete -c tick -l no-multi-line -d 'fzf\'s screen: an item on one line, its line feeds shown as ␊'
complete -c tick -l wrap -d 'fzf\'s screen: long items go on over more lines, broken at any character (char, the default) or at blanks (word)'
complete -c tick -l no-wrap -d 'fzf\'s screen: long items on one line, the default'
complete -c tick -l wrap-word -d 'fzf\'s screen: the same as --wrap=word'
complete -c tick -l no-wrap-word -d 'fzf\'s screen: wrap at any character'
complete -c tick -l wrap-sign -x -d 'fzf\'s screen: what starts a line that goes on after a wrap'
complete -c tick -l tabstop -x -d 'fzf\'s screen: columns between tab stops'
complete -c tick -l bold -d 'fzf\'s screen: the current row, its matches, the prompt, the query, the pointer and the spinner in bold, the default'
complete -c tick -l no-bold -d 'fzf\'s screen: no bold text but what --color asks for'
complete -c tick -l black -d 'fzf\'s screen: a black background (palette 0), whatever --color bg says'
complete -c tick -l no-black -d 'fzf\'s screen: the background --color gives, the default'
complete -c tick -l no-256 -d 'fzf\'s screen: fzf\'s 16-colour scheme in place of the --color entries before it (colours given after it are drawn as given)'
complete -c tick -n 'string match -q -- "+*" (commandline -ct)' -a '+2' -d 'fzf\'s screen: fzf\'s 16-colour scheme in place of the --color entries before it (colours given after it are drawn as given)'
complete -c tick -l threads -x -d 'At most N threads match, in the picker and with --filter (0: one per core, the default)'
complete -c tick -l bench -x -d 'With --filter, match the whole input again and again for DURATION (300ms, 2s, 1m) and print fzf\'s line of times in place of the matches'
# END generated: fish-options
