# tick's key bindings for bash. Load it from ~/.bashrc with:  eval "$(tick --bash)"
#   Ctrl-T  tick files and directories under the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from the history into the command line
#   Alt-C   pick a directory below this one and cd into it
# TICK_CTRL_T_COMMAND, TICK_CTRL_T_OPTS, TICK_CTRL_R_OPTS, TICK_ALT_C_COMMAND and
# TICK_ALT_C_OPTS adjust them; TICK_DEFAULT_OPTS applies as everywhere.
if [[ $- == *i* ]]; then

__tick_bin=tick
command -v tick >/dev/null 2>&1 || __tick_bin=@TICK_PATH@

# Runs tick with the options in $1 added to TICK_DEFAULT_OPTS, on a line of their own (a
# comment at the end of the user's options must not swallow them).
__tick_run() {
  local opts=$1
  shift
  TICK_DEFAULT_OPTS="${TICK_DEFAULT_OPTS-}"$'\n'"$opts" "$__tick_bin" "$@"
}

__tick_ctrl_t() {
  local item out=
  while IFS= read -r -d '' item; do
    out+="$(printf '%q' "$item") "
  done < <(
    if [[ -n ${TICK_CTRL_T_COMMAND-} ]]; then
      eval "$TICK_CTRL_T_COMMAND" | __tick_run "${TICK_CTRL_T_OPTS-}" --print0
    else
      __tick_run "${TICK_CTRL_T_OPTS-}" --walker file,dir,follow,hidden --print0 < /dev/tty
    fi
  )
  [[ -n $out ]] || return 0
  READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$out${READLINE_LINE:READLINE_POINT}
  READLINE_POINT=$((READLINE_POINT + ${#out}))
}

# The history, newest first, each entry once (a multi-line entry is one item), NUL-terminated.
__tick_history() {
  local line entry= have=
  local -A seen=()
  while IFS= read -r line; do
    if [[ $line == $'\t '* ]]; then
      if [[ -n $have && -n $entry && -z ${seen[$entry]+x} ]]; then seen[$entry]=1; printf '%s\0' "$entry"; fi
      entry=${line:2}
      have=1
    else
      entry+=$'\n'$line
    fi
  done < <(
    # fc leaves out the last entry (it takes it for the command running): history 1 has it.
    local last
    last=$(HISTTIMEFORMAT='' builtin history 1)
    last=${last#"${last%%[![:space:]]*}"}
    last=${last#"${last%%[!0-9]*}"}
    [[ -n $last ]] && printf '\t %s\n' "${last#  }"
    builtin fc -lnr -2147483648 2>/dev/null
  )
  if [[ -n $have && -n $entry && -z ${seen[$entry]+x} ]]; then printf '%s\0' "$entry"; fi
}

__tick_ctrl_r() {
  local picked
  picked=$(__tick_history | __tick_run "${TICK_CTRL_R_OPTS-}" --single --read0 --scheme history -q "$READLINE_LINE") || return 0
  [[ -n $picked ]] || return 0
  READLINE_LINE=$picked
  READLINE_POINT=${#READLINE_LINE}
}

__tick_alt_c() {
  local dir=
  if [[ -n ${TICK_ALT_C_COMMAND-} ]]; then
    IFS= read -r -d '' dir < <(eval "$TICK_ALT_C_COMMAND" | __tick_run "${TICK_ALT_C_OPTS-}" --single --print0)
  else
    IFS= read -r -d '' dir < <(__tick_run "${TICK_ALT_C_OPTS-}" --walker dir,follow,hidden --single --print0 < /dev/tty)
  fi
  # As fzf does: the line becomes `builtin cd -- DIR` and is accepted, so the prompt shows
  # the new directory at once and history has the cd; what was typed comes back after it.
  local map
  if [[ -n $dir ]]; then
    __tick_saved_line=$READLINE_LINE
    READLINE_LINE="builtin cd -- $(printf '%q' "$dir")"
    READLINE_POINT=${#READLINE_LINE}
    for map in emacs-standard vi-command vi-insert; do bind -m "$map" '"\C-x\C-t2": accept-line'; done
  else
    for map in emacs-standard vi-command vi-insert; do bind -m "$map" '"\C-x\C-t2": redraw-current-line'; done
  fi
}

# Alt-C's line, typed back at the next prompt (nothing when nothing was picked).
__tick_alt_c_restore() {
  [[ -n ${__tick_saved_line+x} ]] || return 0
  READLINE_LINE=$__tick_saved_line
  READLINE_POINT=${#READLINE_LINE}
  unset __tick_saved_line
}

for __tick_map in emacs-standard vi-command vi-insert; do
  bind -m "$__tick_map" -x '"\C-t": __tick_ctrl_t'
  bind -m "$__tick_map" -x '"\C-r": __tick_ctrl_r'
  # Alt-C: pick (and set the line), accept it or not, then restore the typed line.
  bind -m "$__tick_map" -x '"\C-x\C-t1": __tick_alt_c'
  bind -m "$__tick_map" '"\C-x\C-t2": redraw-current-line'
  bind -m "$__tick_map" -x '"\C-x\C-t3": __tick_alt_c_restore'
  bind -m "$__tick_map" '"\ec": "\C-x\C-t1\C-x\C-t2\C-x\C-t3"'
done
unset __tick_map

fi
