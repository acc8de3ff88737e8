# tick's ** completion for bash (part of `tick --bash`). A word ending in the trigger (** by
# default) and Tab open tick on what the command takes, and the picks replace the word, quoted:
#   cd/pushd/rmdir **       one directory below (the walker, dir,follow)
#   kill **                 processes, several (their pids are inserted)
#   ssh/telnet **           one host from ~/.ssh/config, /etc/ssh/ssh_config, ~/.ssh/known_hosts, /etc/hosts
#   export/unset/printenv **  exported variables, several
#   anything else **        files and directories below DIR for DIR/**, several (the walker)
# TICK_COMPLETION_TRIGGER and TICK_COMPLETION_OPTS (else fzf's FZF_COMPLETION_TRIGGER and
# FZF_COMPLETION_OPTS) set the trigger and add options; _tick_compgen_path DIR and
# _tick_compgen_dir DIR (else fzf's _fzf_compgen_path and _fzf_compgen_dir) list paths instead of
# the walker. Any other Tab does what it did before.
if [[ $- == *i* ]]; then

# What Tab did before (a readline function), run when the word has no trigger.
if [[ -z ${__tick_tab_default-} ]]; then
  __tick_tab_default=$(bind -p 2>/dev/null | command sed -n 's/^"\\C-i": \([a-z-]*\)$/\1/p')
  [[ -n $__tick_tab_default && $__tick_tab_default != self-insert ]] || __tick_tab_default=complete
fi

# The hosts ssh knows of, one a line, each once.
__tick_hosts() {
  local f files=()
  for f in ~/.ssh/config /etc/ssh/ssh_config ~/.ssh/known_hosts /etc/hosts; do
    [[ -r $f ]] && files+=("$f")
  done
  (( ${#files[@]} )) || return 0
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
    if declare -F "$hook" >/dev/null; then
      "$hook" "$dir" | __tick_complete_run "$query" "$@"
      return
    fi
  done
  local walker=file,dir,follow,hidden
  [[ $kind == dir ]] && walker=dir,follow
  __tick_complete_run "$query" --scheme path --walker "$walker" --walker-root "$dir" "$@" < /dev/tty
}

# Tab: completes a word ending in the trigger with tick, or lets Tab's own function run.
__tick_complete() {
  local left=${READLINE_LINE:0:READLINE_POINT} trigger=${TICK_COMPLETION_TRIGGER-${FZF_COMPLETION_TRIGGER-'**'}}
  local word=${left##*[[:space:]]} cmd
  local head=${left:0:${#left}-${#word}}
  read -r cmd _ <<< "${head##*[;|&(]}"
  if [[ -z $cmd || $word != *"$trigger" || $word == *'$('* || $word == *'`'* ]]; then
    # Bash lists the candidates on a second Tab that changed nothing: keep that.
    local fn=$__tick_tab_default
    [[ $fn == complete && $__tick_tab_last == "$READLINE_POINT:$READLINE_LINE" ]] && fn=possible-completions
    __tick_tab_last=$READLINE_POINT:$READLINE_LINE
    bind "\"\\C-x\\C-t5\": $fn"
    return 0
  fi
  __tick_tab_last=
  bind '"\C-x\C-t5": redraw-current-line'
  local prefix=${word:0:${#word}-${#trigger}} item out= suffix=' '
  local -a picks=()
  case ${cmd##*/} in
    kill)
      while IFS= read -r -d '' item; do picks+=("$item"); done < <(
        command ps -eo user,pid,ppid,start,time,command 2>/dev/null |
          __tick_complete_run "$prefix" --header-lines 1 --accept-nth 2)
      ;;
    ssh | telnet)
      local user=
      [[ $prefix == *@* ]] && user=${prefix%%@*}@ && prefix=${prefix#*@}
      while IFS= read -r -d '' item; do picks+=("$user$item"); done < <(__tick_hosts | __tick_complete_run "$prefix" --single)
      ;;
    export | unset | printenv)
      while IFS= read -r -d '' item; do picks+=("$item"); done < <(compgen -e | __tick_complete_run "$prefix")
      ;;
    *)
      local kind=path base=$prefix dir=. query=$prefix
      [[ $base == '~' || $base == '~/'* ]] && base=$HOME${base:1}
      if [[ $base == */* ]]; then
        dir=${base%/*}
        [[ -n $dir ]] || dir=/
        while [[ ! -d $dir ]]; do dir=$(command dirname -- "$dir"); done
        query=${base#"$dir"}
        query=${query#/}
        [[ $dir == . && $base != ./* ]] && query=$base
      fi
      case ${cmd##*/} in
        cd | pushd | rmdir) kind=dir suffix= ;;
      esac
      if [[ $kind == dir ]]; then
        while IFS= read -r -d '' item; do picks+=("$item"); done < <(__tick_complete_paths dir "$dir" "$query" --single)
      else
        while IFS= read -r -d '' item; do picks+=("$item"); done < <(__tick_complete_paths path "$dir" "$query")
      fi
      ;;
  esac
  (( ${#picks[@]} )) || return 0
  for item in "${picks[@]}"; do out+="$(printf '%q' "$item") "; done
  out=${out% }$suffix
  READLINE_LINE=${head}$out${READLINE_LINE:READLINE_POINT}
  READLINE_POINT=$(( ${#head} + ${#out} ))
}

for __tick_map in emacs-standard vi-insert; do
  bind -m "$__tick_map" -x '"\C-x\C-t4": __tick_complete'
  bind -m "$__tick_map" "\"\\C-x\\C-t5\": $__tick_tab_default"
  bind -m "$__tick_map" '"\C-i": "\C-x\C-t4\C-x\C-t5"'
done
unset __tick_map

fi
