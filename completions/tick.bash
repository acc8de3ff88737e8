# bash completion for tick (a picker in the family of fzf).
#
# Load it with `source completions/tick.bash`, or copy it to the bash-completion directory
# (for example ~/.local/share/bash-completion/completions/tick). It needs nothing but bash.
#
# Keep it in step with `tick --help`: a test checks that every option listed there is here.

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
    local long_opts="--read0 --header-lines --header --delimiter --nth --with-nth --accept-nth
        --key-nth --ansi --walker --walker-root --walker-skip --filter --query --exact
        --ignore-case --no-ignore-case --smart-case --literal --scheme --tiebreak --no-sort
        --tac --height --layout --cycle --prompt --marker --action --no-toolbar --single --limit
        --min --no-mouse --bind --no-search --preselect --preselect-all --select-1 --exit-0
        --confirm --confirm= --expect --print-query --preview --preview-window --remember
        --with-shell --print0 --json --json-object --json-lines --order --no-tty --ignore-ci
        --line-mode --no-color --theme --help --version --bash --zsh --fish --multi --no-multi
        --reverse --no-exact --extended --no-ansi --algo"
    local short_opts="-d -n -f -q -e -i -1 -0 -h -m -x"
    local plus_opts="+i +s +m +e"
    # Options whose value is the next word (or follows `=`).
    local value_opts=" --header-lines --header --delimiter -d --nth -n --with-nth --accept-nth
        --key-nth --walker --walker-root --walker-skip --filter -f --query -q --scheme
        --tiebreak --height --layout --prompt --marker --action --limit --min --bind --preselect
        --expect --preview --preview-window --remember --with-shell --order --no-tty --theme
        --algo "
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
        local choices= list_prefix=
        case $opt in
            --scheme) choices="default path history" ;;
            --layout) choices="wheel list reverse" ;;
            --order) choices="input selection" ;;
            --no-tty) choices="error defaults" ;;
            --theme) choices="auto dark light" ;;
            --algo) choices="v2" ;;
            --tiebreak)
                # A comma-separated list: offer the criteria not given yet after the last comma.
                list_prefix=${value%"${value##*,}"}
                value=${value##*,}
                local name
                for name in length chunk pathname begin end index; do
                    [[ ,$list_prefix == *,"$name",* ]] || choices+=" $name"
                done
                ;;
            --bind)
                # KEY:ACTION[,KEY:ACTION...]: after the colon of the last pair, offer the actions.
                local pair=${value##*,}
                if [[ $pair == ?*:* ]]; then
                    list_prefix=${value%"$pair"}${pair%%:*}:
                    value=${pair#*:}
                    # BEGIN generated: bash-actions (Scripts/generate-lists.py, from ActionTable)
                    choices="up down page-up page-down first last toggle toggle-down toggle-up
                        select deselect select-all deselect-all toggle-all accept abort ignore
                        suspend backward-char forward-char beginning-of-line end-of-line
                        backward-word forward-word backward-delete-char delete-char
                        backward-kill-word kill-word unix-line-discard kill-line clear-query
                        view-ticked move-up move-down extend-up extend-down toggle-preview
                        preview-up preview-down preview-page-up preview-page-down put execute
                        execute-silent become transform transform-query"
                    # END generated: bash-actions
                fi
                ;;
        esac
        # Every other value (a number, a query, a prompt, field lists, key names) is free text.
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
