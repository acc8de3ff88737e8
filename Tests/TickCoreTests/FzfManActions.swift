/// The AVAILABLE ACTIONS section of fzf 0.74.5's man page, as `fzf --man | col -b` prints it
/// (fzf 0.74.5 installed at /opt/fzfvenv/bin/fzf; the section runs up to ACTION COMPOSITION).
/// `FzfActionCoverageTests` reads the action names out of it.
let fzfManAvailableActions = #"""
   AVAILABLE ACTIONS:
       A key or an event can be bound to one or more of the following actions.

	 ACTION:		      DEFAULT BINDINGS (NOTES):
	   abort			ctrl-c	ctrl-g	ctrl-q	esc
	   accept			enter	double-click
	   accept-non-empty		 (same	as  accept except that it pre‐
       vents fzf from exiting without selection)
	   accept-or-print-query	(same as accept except that it	prints
       the query when there's no match)
	   backward-char		ctrl-b	left
	   backward-delete-char		ctrl-h ctrl-bspace bspace
	   backward-delete-char/eof	 (same	as backward-delete-char except
       aborts fzf if query is empty)
	   backward-kill-subword
	   backward-kill-word		alt-bs
	   backward-subword
	   backward-word		alt-b	shift-left  alt-left
	   become(...)			(replace fzf process with  the	speci‐
       fied command; see below for the details)
	   beginning-of-line		ctrl-a	home
	   bell				(ring the terminal bell)
	   best				(move to the best match; same as first
       if raw mode is disabled)
	   bg-cancel			 (cancel  background  transform	  pro‐
       cesses)
	   cancel			 (clear	 query	string	if  not empty,
       abort fzf otherwise)
	   change-border-label(...)	(change --border-label	to  the	 given
       string)
	   change-ghost(...)		  (change  ghost  text	to  the	 given
       string)
	   change-header(...)		(change header to  the	given  string;
       doesn't affect --header-lines)
	   change-header-lines(N)	(change the number of --header-lines)
	   change-header-label(...)	 (change  --header-label  to the given
       string)
	   change-input-label(...)	(change	 --input-label	to  the	 given
       string)
	   change-list-label(...)	 (change  --list-label	to  the	 given
       string)
	   change-multi			 (enable  multi-select	mode  with  no
       limit)
	   change-multi(...)		(enable multi-select mode with a limit
       or disable it with 0)
	   change-nth(...)		(change --nth option;  rotate  through
       the multiple options separated by '|')
	   change-with-nth(...)		  (change  --with-nth  option;	rotate
       through the multiple options separated by '|')
	   change-pointer(...)		(change --pointer option)
	   change-preview(...)		(change --preview option)
	   change-preview-label(...)	(change --preview-label to  the	 given
       string)
	   change-preview-window(...)	 (change  --preview-window option; ro‐
       tate through the multiple option sets separated by '|')
	   change-prompt(...)		(change prompt to the given string)
	   change-query(...)		(change	 query	string	to  the	 given
       string)
	   clear-screen			ctrl-l
	   clear-multi			(clear multi-selection)
	   close			 (close	 preview window if open, abort
       fzf otherwise)
	   clear-query			(clear query string)
	   delete-char			del
	   delete-char/eof		ctrl-d	(same  as  delete-char	except
       aborts fzf if query is empty)
	   deselect
	   deselect-all			 (deselect  all matches; to also clear
       non-matching selections, use clear-multi)
	   disable-raw			(disable raw mode)
	   disable-search		(disable search functionality)
	   down				ctrl-j	down
	   down-match			ctrl-n	alt-down (move	to  the	 match
       below the cursor)
	   down-selected		 (move	to the selected item below the
       cursor)
	   enable-raw			(enable raw mode)
	   enable-search		(enable search functionality)
	   end-of-line			ctrl-e	end
	   exclude			(exclude the current item from the re‐
       sult)
	   exclude-multi		 (exclude  the	selected  items or the
       current item from the result)
	   execute(...)			(see below for the details)
	   execute-silent(...)		(see below for the details)
	   first			(move to  the  first  match;  same  as
       pos(1))
	   forward-char			ctrl-f	right
	   forward-subword
	   forward-word			alt-f	shift-right alt-right
	   ignore
	   jump				(EasyMotion-like 2-keystroke movement)
	   kill-line
	   kill-subword
	   kill-word			alt-d
	   last				 (move	to  the	 last  match;  same as
       pos(-1))
	   next-history			(ctrl-n on --history)
	   next-selected		(synonym to down-selected)
	   page-down			pgdn
	   page-up			pgup
	   half-page-down
	   half-page-up
	   hide-header
	   hide-input
	   hide-preview
	   offset-down			(similar to CTRL-E of Vim)
	   offset-up			(similar to CTRL-Y of Vim)
	   offset-middle		(place the current item is in the mid‐
       dle of the screen)
	   pos(...)			 (move cursor to the numeric position;
       negative number to count from the end)
	   prev-history			(ctrl-p on --history)
	   prev-selected		(synonym to up-selected)
	   preview(...)			(see below for the details)
	   preview-down			shift-down
	   preview-up			shift-up
	   preview-page-down
	   preview-page-up
	   preview-half-page-down
	   preview-half-page-up
	   preview-bottom
	   preview-top
	   print(...)			(add string to the  output  queue  and
       print on normal exit)
	   put				(put the character to the prompt)
	   put(...)			(put the given string to the prompt)
	   refresh-preview
	   rebind(...)			(rebind bindings after unbind)
	   reload(...)			(see below for the details)
	   reload-sync(...)		(see below for the details)
	   replace-query		(replace query string with the current
       selection)
	   search(...)			(trigger fzf  search  with  the	 given
       string)
	   select
	   select-all			(select all matches)
	   show-header
	   show-input
	   show-preview
	   toggle			(right-click)
	   toggle-all			(toggle all matches)
	   toggle-in			 (--layout=reverse* ? toggle+up : tog‐
       gle+down)
	   toggle-out			 (--layout=reverse*  ?	toggle+down  :
       toggle+up)
	   toggle-bind
	   toggle-header
	   toggle-hscroll
	   toggle-input
	   toggle-multi-line
	   toggle-preview
	   toggle-preview-wrap
	   toggle-preview-wrap-word
	   toggle-raw			 (toggle  raw mode for displaying non-
       matching items)
	   toggle-search		(toggle search functionality)
	   toggle-sort
	   toggle-track			  (toggle   global   tracking	option
       (--track))
	   toggle-track-current		(toggle tracking of the current item)
	   toggle-wrap
	   toggle-wrap-word		ctrl-/	alt-/
	   toggle+down			ctrl-i	(tab)
	   toggle+up			btab	(shift-tab)
	   track-current		(track the current item; automatically
       disabled if focus changes)
	   transform(...)		(transform states using the output  of
       an external command)
	   transform-border-label(...)	 (transform  border label using an ex‐
       ternal command)
	   transform-ghost(...)		(transform ghost text using an	exter‐
       nal command)
	   transform-header(...)	 (transform  header  using an external
       command)
	   transform-header-lines(...)	   (transform	 the	 number	    of
       --header-lines using an external command)
	   transform-header-label(...)	 (transform  header label using an ex‐
       ternal command)
	   transform-input-label(...)	(transform input label using an exter‐
       nal command)
	   transform-list-label(...)	 (transform list label using an exter‐
       nal command)
	   transform-nth(...)		(transform nth using an external  com‐
       mand)
	   transform-with-nth(...)	 (transform with-nth using an external
       command)
	   transform-pointer(...)	(transform pointer using  an  external
       command)
	   transform-preview-label(...)	 (transform preview label using an ex‐
       ternal command)
	   transform-prompt(...)	(transform prompt string using an  ex‐
       ternal command)
	   transform-query(...)		 (transform  query string using an ex‐
       ternal command)
	   transform-search(...)	(trigger fzf search with the output of
       an external command)
	   trigger(...)			(trigger actions bound to a comma-sep‐
       arated list of keys and events)
	   unbind(...)			(unbind bindings)
	   unix-line-discard		ctrl-u
	   unix-word-rubout		ctrl-w
	   untrack-current		(stop tracking the current item; no-op
       if global tracking is enabled)
	   wait				 (block	 action execution until search
       completes)
	   up				ctrl-k	up
	   up-match			ctrl-p	 alt-up	 (move	to  the	 match
       above the cursor)
	   up-selected			 (move	to the selected item above the
       cursor)
	   yank				ctrl-y

       Each transform* action has a corresponding bg-transform*	 variant  that
       runs the command in the background.

"""#
