# tick's ** completion for fish (part of `tick --fish`). A word ending in the trigger (** by
# default) and Tab open tick on what the command takes, and the picks replace the word, quoted:
#   cd/pushd/rmdir **       one directory below (the walker, dir,follow)
#   kill **                 processes, several (their pids are inserted)
#   ssh/telnet **           one host from ~/.ssh/config, /etc/ssh/ssh_config, ~/.ssh/known_hosts, /etc/hosts
#   export/unset/printenv **  exported variables, several (set **: all variables)
#   anything else **        files and directories below DIR for DIR/**, several (the walker)
# TICK_COMPLETION_TRIGGER and TICK_COMPLETION_OPTS (else fzf's FZF_COMPLETION_TRIGGER and
# FZF_COMPLETION_OPTS) set the trigger and add options; functions _tick_compgen_path and
# _tick_compgen_dir (else _fzf_compgen_path and _fzf_compgen_dir) given DIR list paths instead of
# the walker. Any other Tab completes as fish does.
if status is-interactive

# The hosts ssh knows of, one a line, each once.
function __tick_hosts
    set -l files
    for f in ~/.ssh/config /etc/ssh/ssh_config ~/.ssh/known_hosts /etc/hosts
        test -r $f; and set -a files $f
    end
    test (count $files) -gt 0; or return 0
    command awk '
    FILENAME ~ /known_hosts$/ {
      if ($1 !~ /^[][A-Za-z0-9.,:-]+$/) next
      n = split($1, h, ",")
      for (i = 1; i <= n; i++) { x = h[i]; gsub(/^\[|\]:[0-9]+$|\]$/, "", x); if (x != "") print x }
      next
    }
    FILENAME == "/etc/hosts" { sub(/#.*/, ""); for (i = 2; i <= NF; i++) if ($i != "0.0.0.0") print $i; next }
    {
      line = $0; sub(/#.*/, "", line)
      if (!match(tolower(line), /^[ \t]*host(name)?[ \t=]+/)) next
      n = split(substr(line, RLENGTH + 1), w, /[ \t]+/)
      for (i = 1; i <= n; i++) if (w[i] != "" && w[i] !~ /[*?%!]/) print w[i]
    }' $files 2>/dev/null | command sort -u
end

# Runs tick for a completion with QUERY ($argv[1]) and the arguments after it; the picks, NUL-terminated.
function __tick_complete_run
    set -l opts $TICK_COMPLETION_OPTS
    set -q TICK_COMPLETION_OPTS; or set opts $FZF_COMPLETION_OPTS
    __tick_run "--reverse"\n"$opts" -q $argv[1] --print0 $argv[2..-1]
end

# Lists the paths below DIR ($argv[2]) for tick, directories only when $argv[1] is dir: the
# user's _tick_compgen_KIND (else _fzf_compgen_KIND), else tick's walker on the terminal.
function __tick_complete_paths
    set -l kind $argv[1]
    set -l dir $argv[2]
    set -l query $argv[3]
    for hook in _tick_compgen_$kind _fzf_compgen_$kind
        if functions -q $hook
            $hook $dir | __tick_complete_run $query $argv[4..-1]
            return
        end
    end
    set -l walker file,dir,follow,hidden
    test $kind = dir; and set walker dir,follow
    __tick_complete_run $query --scheme path --walker $walker --walker-root $dir $argv[4..-1] < /dev/tty
end

# Tab: completes a word ending in the trigger with tick, or completes as fish does.
function __tick_complete
    set -l trigger '**'
    if set -q TICK_COMPLETION_TRIGGER
        set trigger "$TICK_COMPLETION_TRIGGER"
    else if set -q FZF_COMPLETION_TRIGGER
        set trigger "$FZF_COMPLETION_TRIGGER"
    end
    set -l word (commandline -ct | string collect)
    set -l tokens (commandline -cpo)
    set -l n (string length -- "$trigger")
    set -l wn (string length -- "$word")
    # The tokens before the word: the command first.
    if test (count $tokens) -lt 1; or test $wn -lt $n; or test (string sub -s (math $wn - $n + 1) -- "$word") != "$trigger"
        or string match -q -- '*$(*' "$word"; or string match -q -- '*`*' "$word"
        commandline -f complete
        return
    end
    set -l prefix (string sub -l (math $wn - $n) -- "$word")
    set -l cmd (string replace -r '.*/' '' -- $tokens[1])
    set -l items
    set -l suffix ' '
    switch $cmd
        case kill
            set items (command ps -eo user,pid,ppid,start,time,command 2>/dev/null | __tick_complete_run "$prefix" --header-lines 1 --accept-nth 2 | string split0)
        case ssh telnet
            set -l user ''
            if string match -q -- '*@*' "$prefix"
                set user (string replace -r '@.*' '@' -- "$prefix")
                set prefix (string replace -r '^[^@]*@' '' -- "$prefix")
            end
            set items (__tick_hosts | __tick_complete_run "$prefix" --single | string split0)
            set items $user$items
        case export unset printenv
            set items (set -xn | __tick_complete_run "$prefix" | string split0)
        case set
            set items (set -n | __tick_complete_run "$prefix" | string split0)
        case '*'
            set -l base (string replace -r '^~(?=/|$)' -- "$HOME" "$prefix")
            set -l dir .
            set -l query "$base"
            if string match -q -- '*/*' "$base"
                set dir (string replace -r '/[^/]*$' '' -- "$base")
                test -n "$dir"; or set dir /
                while not test -d "$dir"
                    set dir (command dirname -- "$dir")
                end
                set query (string sub -s (math (string length -- "$dir") + 1) -- "$base" | string replace -r '^/' '')
                test "$dir" = .; and not string match -q -- './*' "$base"; and set query "$base"
            end
            switch $cmd
                case cd pushd rmdir
                    set suffix ''
                    set items (__tick_complete_paths dir "$dir" "$query" --single | string split0)
                case '*'
                    set items (__tick_complete_paths path "$dir" "$query" | string split0)
            end
    end
    if test (count $items) -gt 0
        commandline -rt -- (string join ' ' -- (string escape -- $items))$suffix
    end
    commandline -f repaint
end

for mode in default insert
    bind -M $mode \t __tick_complete
end

end
