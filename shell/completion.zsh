# tick's ** completion for zsh (part of `tick --zsh`). A word ending in the trigger (** by
# default) and Tab open tick on what the command takes, and the picks replace the word, quoted:
#   cd/pushd/rmdir **       one directory below (the walker, dir,follow)
#   kill **                 processes, several (their pids are inserted)
#   ssh/telnet **           one host from ~/.ssh/config, /etc/ssh/ssh_config, ~/.ssh/known_hosts, /etc/hosts
#   export/unset/printenv **  exported variables, several
#   anything else **        files and directories below DIR for DIR/**, several (the walker)
# TICK_COMPLETION_TRIGGER and TICK_COMPLETION_OPTS (else fzf's FZF_COMPLETION_TRIGGER and
# FZF_COMPLETION_OPTS) set the trigger and add options; _tick_compgen_path DIR and
# _tick_compgen_dir DIR (else fzf's _fzf_compgen_path and _fzf_compgen_dir) list paths instead of
# the walker. Any other Tab runs the widget Tab ran before. Works before or after compinit.
if [[ -o interactive ]]; then

# The widget Tab ran before.
if [[ -z ${__tick_tab_default-} ]]; then
  typeset -g __tick_tab_default=${${(z)"$(bindkey '^I')"}[2]}
  [[ -n $__tick_tab_default && $__tick_tab_default != undefined-key ]] || __tick_tab_default=expand-or-complete
fi

# The hosts ssh knows of, one a line, each once.
__tick_hosts() {
  local f
  local -a files
  for f in ~/.ssh/config /etc/ssh/ssh_config ~/.ssh/known_hosts /etc/hosts; do
    [[ -r $f ]] && files+=("$f")
  done
  (( $#files )) || return 0
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
    }' "${files[@]}" 2>/dev/null | command sort -u
}

# Runs tick for a completion with QUERY ($1) and the arguments after it; the picks, NUL-terminated.
__tick_complete_run() {
  local query=$1
  shift
  __tick_run "--reverse"$'\n'"${TICK_COMPLETION_OPTS-${FZF_COMPLETION_OPTS-}}" -q "$query" --print0 "$@"
}

# Lists the paths below DIR ($2) for tick, directories only when $1 is dir: the user's
# _tick_compgen_KIND (else fzf's _fzf_compgen_KIND), else tick's walker on the terminal.
__tick_complete_paths() {
  local kind=$1 dir=$2 query=$3 hook
  shift 3
  for hook in _tick_compgen_$kind _fzf_compgen_$kind; do
    if (( $+functions[$hook] )); then
      "$hook" "$dir" | __tick_complete_run "$query" "$@"
      return
    fi
  done
  local walker=file,dir,follow,hidden
  [[ $kind == dir ]] && walker=dir,follow
  __tick_complete_run "$query" --scheme path --walker "$walker" --walker-root "$dir" "$@" < /dev/tty
}

# Tab: completes a word ending in the trigger with tick, or runs Tab's own widget.
__tick_complete_widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local trigger=${TICK_COMPLETION_TRIGGER-${FZF_COMPLETION_TRIGGER-'**'}}
  local word=${LBUFFER##*[[:space:]]}
  local head=${LBUFFER[1,$#LBUFFER-$#word]}
  local -a words=(${(z)${head##*[;|&(]}})
  local cmd=${words[1]-}
  if [[ -z $cmd || $word != *"$trigger" || $word == *'$('* || $word == *'`'* ]]; then
    zle $__tick_tab_default
    return
  fi
  local prefix=${word[1,$#word-$#trigger]} output item out= suffix=' '
  case ${cmd:t} in
    kill)
      output=$(command ps -eo user,pid,ppid,start,time,command 2>/dev/null |
        __tick_complete_run "$prefix" --header-lines 1 --accept-nth 2)
      ;;
    ssh | telnet)
      local user=
      [[ $prefix == *@* ]] && user=${prefix%%@*}@ && prefix=${prefix#*@}
      output=$(__tick_hosts | __tick_complete_run "$prefix" --single)
      [[ -n $output ]] && output=$user$output
      ;;
    export | unset | printenv)
      output=$(print -rl -- ${(k)parameters[(R)*export*]} | __tick_complete_run "$prefix")
      ;;
    *)
      local base=$prefix dir=. query=$prefix
      [[ $base == '~' || $base == '~/'* ]] && base=$HOME${base:1}
      if [[ $base == */* ]]; then
        dir=${base%/*}
        [[ -n $dir ]] || dir=/
        while [[ ! -d $dir ]]; do dir=${dir:h}; done
        query=${base#$dir}
        query=${query#/}
        [[ $dir == . && $base != ./* ]] && query=$base
      fi
      case ${cmd:t} in
        cd | pushd | rmdir) suffix= output=$(__tick_complete_paths dir "$dir" "$query" --single) ;;
        *) output=$(__tick_complete_paths path "$dir" "$query") ;;
      esac
      ;;
  esac
  for item in "${(@0)output}"; do
    [[ -n $item ]] && out+="${(q)item} "
  done
  if [[ -n $out ]]; then
    LBUFFER=$head${out% }$suffix
  fi
  zle reset-prompt
}

zle -N __tick_complete_widget
for __tick_map in emacs viins; do
  bindkey -M $__tick_map '^I' __tick_complete_widget
done
unset __tick_map

fi
