# tick's key bindings for zsh. Load it from ~/.zshrc with:  source <(tick --zsh)
#   Ctrl-T  tick files and directories under the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from the history into the command line
#   Alt-C   pick a directory below this one and cd into it
# TICK_CTRL_T_COMMAND, TICK_CTRL_T_OPTS, TICK_CTRL_R_OPTS, TICK_ALT_C_COMMAND and
# TICK_ALT_C_OPTS adjust them; TICK_DEFAULT_OPTS applies as everywhere.
if [[ -o interactive ]]; then

typeset -g __tick_bin=tick
(( $+commands[tick] )) || __tick_bin=@TICK_PATH@
zmodload zsh/parameter 2>/dev/null

# Runs tick with the options in $1 added to TICK_DEFAULT_OPTS, on a line of their own (a
# comment at the end of the user's options must not swallow them).
__tick_run() {
  local opts=$1
  shift
  TICK_DEFAULT_OPTS="${TICK_DEFAULT_OPTS-}"$'\n'"$opts" "$__tick_bin" "$@"
}

__tick_ctrl_t_widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local output item out=
  if [[ -n ${TICK_CTRL_T_COMMAND-} ]]; then
    output=$(eval "$TICK_CTRL_T_COMMAND" | __tick_run "${TICK_CTRL_T_OPTS-}" --print0)
  else
    output=$(__tick_run "${TICK_CTRL_T_OPTS-}" --walker file,dir,follow,hidden --print0 < /dev/tty)
  fi
  for item in "${(@0)output}"; do
    [[ -n $item ]] && out+="${(q)item} "
  done
  LBUFFER+=$out
  zle reset-prompt
}

__tick_ctrl_r_widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local -aU entries
  local key picked
  # Newest first, each entry once; a multi-line entry is one item.
  for key in ${(Onk)history}; do entries+=("$history[$key]"); done
  picked=$(printf '%s\0' "${entries[@]}" | __tick_run "${TICK_CTRL_R_OPTS-}" --single --read0 --scheme history -q "$BUFFER")
  if [[ -n $picked ]]; then
    BUFFER=$picked
    CURSOR=$#BUFFER
  fi
  zle reset-prompt
}

__tick_alt_c_widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local dir
  if [[ -n ${TICK_ALT_C_COMMAND-} ]]; then
    dir=$(eval "$TICK_ALT_C_COMMAND" | __tick_run "${TICK_ALT_C_OPTS-}" --single --print0)
  else
    dir=$(__tick_run "${TICK_ALT_C_OPTS-}" --walker dir,follow,hidden --single --print0 < /dev/tty)
  fi
  dir=${dir%$'\0'}
  if [[ -n $dir ]]; then
    builtin cd -- "$dir"
    local precmd
    for precmd in $precmd_functions; do "$precmd"; done
  fi
  zle reset-prompt
}

zle -N __tick_ctrl_t_widget
zle -N __tick_ctrl_r_widget
zle -N __tick_alt_c_widget
local __tick_map
for __tick_map in emacs viins vicmd; do
  bindkey -M $__tick_map '^T' __tick_ctrl_t_widget
  bindkey -M $__tick_map '^R' __tick_ctrl_r_widget
  bindkey -M $__tick_map '\ec' __tick_alt_c_widget
done
unset __tick_map

fi
