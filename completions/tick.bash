# bash completion for tick (a picker in the family of fzf).
#
# Load it with `source completions/tick.bash`, or copy it to the bash-completion directory
# (for example ~/.local/share/bash-completion/completions/tick). It needs nothing but bash.
#
# The option names, how their values complete and the actions of --bind are written from tick's
# option and action tables by Scripts/generate-lists.py (between the BEGIN/END generated lines);
# a test holds them to the tables.

_tick() {
    # Bash splits words at the characters of COMP_WORDBREAKS (`=` and `:` among them), so the
    # option and its value are read back from the line itself: `cur` is the whole word under
    # the cursor and `prev` the word before it (quotes are not interpreted; values rarely need
    # completing where that would matter).
    local line=${COMP_LINE:0:COMP_POINT}
    local cur=${line##*[[:space:]]}
    local before=${line%"$cur"}
    before=${before%"${before##*[![:space:]]}"}
    local prev=${before##*[[:space:]]}
    [[ $before == *[![:space:]]* ]] || prev=

    # BEGIN generated: bash-options (Scripts/generate-lists.py, from OptionTable)
    local long_opts="--read0 --header-lines --header --tail --delimiter --nth --with-nth
        --accept-nth --key-nth --group-nth --group-pattern --input --input-items --ansi --walker
        --walker-root --walker-skip --filter --query --exact --ignore-case --no-ignore-case
        --smart-case --literal --scheme --tiebreak --no-sort --tac --height --layout --screen
        --cycle --prompt --marker --action --no-toolbar --single --limit --min --no-mouse --bind
        --no-search --preselect --preselect-all --select-1 --exit-0 --confirm --confirm=
        --expect --print-query --preview --preview-window --remember --jump-labels --with-shell
        --print0 --json --json-object --json-lines --json-groups --order --no-tty --tty-default
        --no-tty-default --ignore-ci --line-mode --ask --default --no-color --theme --ambidouble
        --no-ambidouble --help --version --bash --zsh --fish --nushell --multi --no-multi
        --reverse --no-exact --extended --no-extended --no-ansi --algo --disabled --phony
        --no-input --sync --async --history --no-history --history-size --raw --no-raw --track
        --no-track --id-nth --pointer --toggle-sort --marker-multi-line --color --info --no-info
        --inline-info --no-inline-info --filepath-word --no-filepath-word --header-first
        --no-header-first --sort --no-reverse --no-tac --no-cycle --no-select-1 --no-exit-0
        --no-print-query --no-read0 --no-print0 --no-preview --no-header --no-header-lines
        --no-tail --no-expect --no-literal --extended-exact --man --tmux --popup --force-tty-in
        --no-force-tty-in --no-winpty --no-tmux --no-popup --listen --listen-unsafe --no-listen
        --no-listen-unsafe --footer --no-footer --ghost --border-label --no-border-label
        --list-label --no-list-label --input-label --no-input-label --preview-label
        --no-preview-label --header-label --no-header-label --footer-label --no-footer-label
        --min-height --no-height --clear --no-clear --gutter --gutter-raw --scrollbar
        --no-scrollbar --separator --no-separator --highlight-line --no-highlight-line
        --info-command --scroll-off --unicode --no-unicode --border --no-border
        --border-label-pos --list-border --no-list-border --list-label-pos --input-border
        --no-input-border --input-label-pos --header-border --no-header-border
        --header-label-pos --footer-border --no-footer-border --footer-label-pos
        --header-lines-border --no-header-lines-border --style --margin --no-margin --padding
        --no-padding --preview-border --no-preview-border --preview-wrap-sign
        --preview-label-pos --ellipsis --hscroll --no-hscroll --hscroll-off --keep-right
        --no-keep-right --freeze-left --freeze-right --gap --no-gap --gap-line --no-gap-line
        --multi-line --no-multi-line --wrap --no-wrap --wrap-word --no-wrap-word --wrap-sign
        --tabstop --bold --no-bold --black --no-black --no-256 --threads --bench"
    local short_opts="-d -n -f -q -e -i -1 -0 -h -m -x -s"
    local plus_opts="+i +s +c +m +e +x +1 +0 +2"
    # Options whose value is the next word (or follows `=`).
    local value_opts=" --header-lines --header --tail --delimiter -d --nth -n --with-nth
        --accept-nth --key-nth --group-nth --group-pattern --input --input-items --walker
        --walker-root --walker-skip --filter -f --query -q --scheme --tiebreak --height --layout
        --screen --prompt --marker --action --limit --min --bind --preselect --expect --preview
        --preview-window --remember --jump-labels --with-shell --order --no-tty --tty-default
        --ask --default --theme --algo --history --history-size --id-nth --pointer --toggle-sort
        --marker-multi-line --info --footer --ghost --border-label --list-label --input-label
        --preview-label --header-label --footer-label --min-height --gutter --gutter-raw
        --separator --info-command --scroll-off --border-label-pos --list-label-pos
        --input-label-pos --header-label-pos --footer-label-pos --style --margin --padding
        --preview-wrap-sign --preview-label-pos --ellipsis --hscroll-off --freeze-left
        --freeze-right --wrap-sign --tabstop --threads --bench "
    # END generated: bash-options

    local opt= value= prefix=
    if [[ $cur == --*=* ]]; then
        opt=${cur%%=*}
        value=${cur#*=}
        prefix=$opt=
    elif [[ $value_opts == *[[:space:]]"$prev"[[:space:]]* && -n $prev ]]; then
        opt=$prev
        value=$cur
    fi

    local -a words=()
    if [[ -n $opt ]]; then
        # How the option's value completes: one of `choices`, or with `sep` a list of them;
        # `kind` a path, a command or KEY:ACTION pairs. Every other value (a number, a query, a
        # prompt, field lists, key names) is free text.
        local choices= sep= kind= list_prefix=
        case $opt in
            # BEGIN generated: bash-values (Scripts/generate-lists.py, from OptionTable)
            --input) choices="lines json" ;;
            --walker) sep=',' choices="file dir follow hidden" ;;
            --walker-root) kind=directory ;;
            --scheme) choices="default path history" ;;
            --tiebreak) sep=',' choices="length chunk pathname begin end index" ;;
            --layout) choices="wheel list reverse reverse-list" ;;
            --screen) choices="tick fzf" ;;
            --bind) kind=bindings ;;
            --preview) kind=command ;;
            --preview-window) sep=':' choices="right down hidden wrap border noborder" ;;
            --order) choices="input selection" ;;
            --no-tty) choices="error defaults" ;;
            --tty-default) kind=file ;;
            --default) choices="yes no" ;;
            --theme) choices="auto dark light" ;;
            --algo) choices="v1 v2" ;;
            # END generated: bash-values
        esac
        if [[ -n $sep ]]; then
            # A list: offer the words not given yet after the last separator.
            list_prefix=${value%"${value##*"$sep"}"}
            value=${value##*"$sep"}
            local name all=$choices
            choices=
            for name in $all; do
                [[ $sep$list_prefix == *"$sep$name$sep"* ]] || choices+=" $name"
            done
        fi
        case $kind in
            file | directory | command)
                local flag=-f
                [[ $kind == directory ]] && flag=-d
                [[ $kind == command ]] && flag=-c
                local w
                while IFS= read -r w; do
                    words+=("$prefix$w")
                done < <(compgen $flag -- "$value")
                [[ $kind == command ]] || compopt -o filenames 2>/dev/null
                ;;
            bindings)
                # KEY:ACTION[,KEY:ACTION...]: after the colon of the last pair, offer the actions.
                local pair=${value##*,}
                if [[ $pair == ?*:* ]]; then
                    list_prefix=${value%"$pair"}${pair%%:*}:
                    value=${pair#*:}
                    # BEGIN generated: bash-actions (Scripts/generate-lists.py, from ActionTable)
                    choices="up down page-up page-down half-page-up half-page-down first top
                        last best up-match down-match up-selected prev-selected down-selected
                        next-selected pos offset-up offset-down offset-middle jump jump-accept
                        next-group prev-group track-current track untrack-current toggle-track
                        toggle-track-current toggle select deselect select-all deselect-all
                        toggle-all clear-multi clear-selection toggle-down toggle-up toggle-in
                        toggle-out extend-up extend-down change-multi view-ticked move-up
                        move-down exclude exclude-multi toggle-group accept accept-non-empty
                        accept-or-print-query print-query print abort cancel close suspend
                        backward-char forward-char beginning-of-line end-of-line backward-word
                        forward-word backward-subword forward-subword backward-delete-char
                        delete-char backward-delete-char/eof delete-char/eof backward-kill-word
                        kill-word backward-kill-subword kill-subword unix-word-rubout
                        word-rubout unix-line-discard line-discard kill-line clear-query yank
                        put replace-query prev-history previous-history next-history toggle-sort
                        enable-search disable-search toggle-search toggle-preview show-preview
                        hide-preview preview-up preview-down preview-page-up preview-page-down
                        preview-half-page-up preview-half-page-down preview-top preview-bottom
                        toggle-preview-wrap toggle-preview-wrap-word change-preview
                        change-preview-window refresh-preview preview toggle-header show-header
                        hide-header clear-screen bell toggle-raw enable-raw disable-raw
                        toggle-input show-input hide-input toggle-wrap toggle-wrap-word
                        toggle-multi-line toggle-hscroll change-query change-prompt
                        change-header search change-nth change-with-nth change-pointer
                        change-ghost change-header-lines change-border-label
                        change-preview-label change-list-label change-input-label
                        change-header-label change-footer change-footer-label unbind rebind
                        toggle-bind trigger wait ignore execute execute-multi execute-silent
                        become reload reload-sync transform bg-transform bg-cancel
                        transform-query transform-prompt transform-header transform-search
                        transform-nth transform-with-nth transform-pointer transform-ghost
                        transform-header-lines transform-border-label transform-preview-label
                        transform-list-label transform-input-label transform-header-label
                        transform-footer transform-footer-label bg-transform-query
                        bg-transform-prompt bg-transform-header bg-transform-search
                        bg-transform-nth bg-transform-with-nth bg-transform-pointer
                        bg-transform-ghost bg-transform-header-lines bg-transform-border-label
                        bg-transform-preview-label bg-transform-list-label
                        bg-transform-input-label bg-transform-header-label bg-transform-footer
                        bg-transform-footer-label"
                    # END generated: bash-actions
                fi
                ;;
        esac
        local choice
        for choice in $choices; do
            [[ $choice == "$value"* ]] && words+=("$prefix$list_prefix$choice")
        done
    elif [[ $cur == +* ]]; then
        local choice
        for choice in $plus_opts; do
            [[ $choice == "$cur"* ]] && words+=("$choice")
        done
    else
        # tick takes no operands, so any word here is an option.
        local choice
        for choice in $long_opts $short_opts; do
            [[ $choice == "$cur"* ]] && words+=("$choice")
        done
    fi

    # Readline replaces only the text after the last word-break character of `cur` (`=` and
    # `:` by default), so drop everything up to it from each candidate.
    local lead= i
    for (( i = ${#cur} - 1; i >= 0; i-- )); do
        if [[ $COMP_WORDBREAKS == *"${cur:i:1}"* ]]; then
            lead=${cur:0:i+1}
            break
        fi
    done
    COMPREPLY=()
    local w
    for w in "${words[@]}"; do
        COMPREPLY+=("${w#"$lead"}")
    done
    # `--confirm=` waits for its text.
    if [[ ${#words[@]} -eq 1 && ${words[0]} == *= ]]; then
        compopt -o nospace 2>/dev/null
    fi
    return 0
}

complete -F _tick tick
